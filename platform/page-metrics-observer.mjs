// Where the page requests' histogram takes observations: backend/metrics/registry.ts puts its
// observer under this key when the server starts (instrumentation.ts), and scripts/serve.mjs
// (lib/server/page-request-log.mjs) calls it. On globalThis because the server script runs
// outside Next's bundles and cannot import prom-client in the image (docs/decisions/0054).
// Plain JavaScript: the server script imports it before anything is compiled.
export const pageMetricsGlobalKey = Symbol.for("rewards.page-metrics");
