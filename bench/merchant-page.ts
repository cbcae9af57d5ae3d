/**
 * Merchant page throughput: server-rendered /merchants/{id} pages (a spread of merchants, so
 * the data cache and the page cache both see many keys) under `next start`, against the static
 * file baseline of the home benchmark, measured on the same server in the same run and printed
 * as ratios. Run with `npm run bench:merchant-page` (builds once when no production build exists).
 */
import { formatResult, runLoad } from "./lib/load";
import { startProductServer, stopProductServer } from "./lib/server";

const port = Number(process.env.BENCH_PORT ?? 3300);
const requests = Number(process.env.BENCH_REQUESTS ?? 2000);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 16);
const host = `harbor.localhost:${port}`;
/** Merchants the load cycles through: seeded ids m-000001 … m-000200. */
const merchantCount = 200;

const server = await startProductServer(port, ".data-bench");
try {
  const common = { port, host, requests, concurrency };
  const merchantPaths = Array.from(
    { length: merchantCount },
    (_, i) => `/merchants/m-${String(i + 1).padStart(6, "0")}`,
  );
  // Warm-up renders every page once, so the measured run sees what a busy site's cache holds.
  await runLoad({ ...common, label: "warm-up", path: merchantPaths, requests: merchantCount * 2 });
  await runLoad({ ...common, label: "warm-up", path: "/bench/static.txt", requests: 200 });

  const baseline = await runLoad({ ...common, label: "static file (baseline)", path: "/bench/static.txt" });
  const pages = await runLoad({ ...common, label: "merchant pages", path: merchantPaths });

  console.log(formatResult(baseline));
  console.log(formatResult(pages));
  console.log(
    `ratio merchant/static: throughput ${(pages.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)}x, ` +
      `p95 ${(pages.p95Ms / baseline.p95Ms).toFixed(2)}x`,
  );
} finally {
  stopProductServer(server);
}
