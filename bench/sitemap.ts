/**
 * Sitemap throughput: the sitemap index (/sitemap.xml) and its files (/sitemap/0.xml, the site's
 * pages; /sitemap/1.xml, merchants) under `next start`, each static and revalidated
 * (docs/decisions/0035), against a static file served by the same server in the same run,
 * printed as ratios. Run with `npm run bench:sitemap`.
 */
import { formatRatio, formatResult, runLoad } from "./lib/load";
import { startProductServer, stopProductServer } from "./lib/server";

const port = Number(process.env.BENCH_PORT ?? 3300);
const requests = Number(process.env.BENCH_REQUESTS ?? 3000);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 16);
const host = `harbor.localhost:${port}`;

const paths = ["/sitemap.xml", "/sitemap/0.xml", "/sitemap/1.xml"] as const;

const server = await startProductServer(port, ".data-bench");
try {
  const common = { port, host, requests, concurrency };
  for (const path of [...paths, "/bench/static.txt"]) {
    await runLoad({ ...common, label: "warm-up", path, requests: 200 });
  }
  const baseline = await runLoad({ ...common, label: "static file (baseline)", path: "/bench/static.txt" });
  console.log(formatResult(baseline));
  for (const path of paths) {
    const result = await runLoad({ ...common, label: path, path });
    console.log(formatResult(result));
    console.log(formatRatio(path, result, baseline));
  }
} finally {
  stopProductServer(server);
}
