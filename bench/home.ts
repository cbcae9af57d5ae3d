/**
 * Home page throughput: a partner home page under `next start` against a static file served
 * by the same server in the same run, printed as ratios (machine speed cancels out).
 * Run with `npm run bench` (needs a production build; `npm start` makes one when absent).
 */
import { formatRatio, formatResult, runLoad } from "./lib/load";
import { startProductServer, stopProductServer } from "./lib/server";

const port = Number(process.env.BENCH_PORT ?? 3300);
const requests = Number(process.env.BENCH_REQUESTS ?? 3000);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 16);
const host = `harbor.localhost:${port}`;

const server = await startProductServer(port, ".data-bench");
try {
  const common = { port, host, requests, concurrency };
  // Warm both paths so neither pays first-request compilation or cache fills.
  await runLoad({ ...common, label: "warm-up", path: "/", requests: 200 });
  await runLoad({ ...common, label: "warm-up", path: "/bench/static.txt", requests: 200 });

  const baseline = await runLoad({ ...common, label: "static file (baseline)", path: "/bench/static.txt" });
  const home = await runLoad({ ...common, label: "partner home page", path: "/" });

  console.log(formatResult(baseline));
  console.log(formatResult(home));
  console.log(formatRatio("home", home, baseline));
} finally {
  stopProductServer(server);
}
