/**
 * Merchant page throughput: static merchant pages (built on first request, docs/decisions/0031)
 * under `next start`, against a static file served by the same server in the same run, printed
 * as ratios. Then 200 concurrent connections over pages of which most were never rendered, so
 * first renders happen under load: no request may time out (30 s). Run with
 * `npm run bench:merchant-page` (builds once when no production build exists).
 */
import { formatRatio, formatResult, runLoad } from "./lib/load";
import { startProductServer, stopProductServer } from "./lib/server";

const port = Number(process.env.BENCH_PORT ?? 3300);
const requests = Number(process.env.BENCH_REQUESTS ?? 3000);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 16);
const heavyConcurrency = Number(process.env.BENCH_HEAVY_CONCURRENCY ?? 200);
const heavyRequests = Number(process.env.BENCH_HEAVY_REQUESTS ?? 8000);
const host = `harbor.localhost:${port}`;

/** Seeded ids m-000001 …: the first `count` merchants, starting at `from`. */
function merchantPaths(from: number, count: number): string[] {
  return Array.from({ length: count }, (_, i) => `/merchants/m-${String(from + i).padStart(6, "0")}`);
}

/** Merchants the measured load cycles through, each rendered once in the warm-up. */
const warmPaths = merchantPaths(1, 200);
/** The 200-connection run: the warm pages and 1,800 not yet rendered. */
const heavyPaths = [...warmPaths, ...merchantPaths(201, 1800)];

const server = await startProductServer(port, ".data-bench");
try {
  const common = { port, host, requests, concurrency };
  // Warm-up renders every page once, so the measured run sees what a busy site's cache holds.
  await runLoad({ ...common, label: "warm-up", path: warmPaths, requests: warmPaths.length * 2 });
  await runLoad({ ...common, label: "warm-up", path: "/bench/static.txt", requests: 200 });

  const baseline = await runLoad({ ...common, label: "static file (baseline)", path: "/bench/static.txt" });
  const pages = await runLoad({ ...common, label: "merchant pages", path: warmPaths });
  console.log(formatResult(baseline));
  console.log(formatResult(pages));
  console.log(formatRatio("merchant", pages, baseline));

  const heavy = await runLoad({
    ...common,
    label: `${String(heavyConcurrency)} connections`,
    path: heavyPaths,
    requests: heavyRequests,
    concurrency: heavyConcurrency,
  });
  console.log(formatResult(heavy));
  console.log(heavy.timeouts === 0 ? "no timeouts" : `${String(heavy.timeouts)} requests timed out`);
} finally {
  stopProductServer(server);
}
