/**
 * Merchant page throughput: static merchant pages (built on first request, docs/decisions/0035)
 * under `next start`, against a static file served by the same server in the same run, printed
 * as ratios. Then 200 concurrent connections over the same pages (the load measure: no request
 * may time out at 30 s), and, with BENCH_COLD=1, over 1,800 pages never rendered before, so first
 * renders happen under that load. Run with
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
/** The cold 200-connection run (BENCH_COLD=1): pages not rendered yet. */
const coldPaths = merchantPaths(201, 1800);
const cold = process.env.BENCH_COLD === "1";

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

  for (const [label, path] of cold
    ? ([
        ["warm", warmPaths],
        ["cold", coldPaths],
      ] as const)
    : ([["warm", warmPaths]] as const)) {
    const heavy = await runLoad({
      ...common,
      label: `${String(heavyConcurrency)} connections, ${label}`,
      path,
      requests: heavyRequests,
      concurrency: heavyConcurrency,
    });
    console.log(formatResult(heavy));
    console.log(heavy.timeouts === 0 ? "no timeouts" : `${String(heavy.timeouts)} requests timed out`);
  }
} finally {
  stopProductServer(server);
}
