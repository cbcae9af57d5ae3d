/**
 * Merchant search under load (docs/decisions/0062): 200 connections for 60 s against the search
 * API of a production server (`npm start`: our server script, its page cache, Next), on the
 * embedded database and, when DATABASE_URL_TEST names a PostgreSQL server, on a database of the
 * bench's own there (created, seeded by `npm start`, then dropped). Each run reports, beside a
 * static file served by the same server in the same run, p50, p99, errors and non-answers (no
 * answer within 10 s) of:
 * - "repeated searches": BENCH_DISTINCT_SEARCHES anonymous searches in turn, as visitors repeat
 *   them; the page cache answers most of them;
 * - "new searches": every request a search nobody asked before (the place moves by a hair), so
 *   each one is database work, and the database gate (DB_CONCURRENCY, DB_QUEUE_LIMIT,
 *   DB_QUEUE_WAIT_MS) decides who waits and who gets a fast 503;
 * - on PostgreSQL, the same new searches as bare SQL (bench/lib/search-sql.ts) through a pool of
 *   the app's size (10) from 200 clients, and the API's rate as a share of it.
 *
 * Run with `npm run bench:search-load` (builds once when no production build exists). A short
 * check: BENCH_SECONDS=5 BENCH_CONNECTIONS=20 npm run bench:search-load. Never part of npm test.
 */
import pg from "pg";
import { scratchDatabase } from "@/backend/db/scratch-database";
import { formatRatio, formatResult, runLoad, type LoadResult } from "./lib/load";
import { bareSearch, type SearchSpot } from "./lib/search-sql";
import { startProductServer, stopProductServer } from "./lib/server";
import { percentile } from "./lib/timing";

const port = Number(process.env.BENCH_PORT ?? 3310);
const seconds = Number(process.env.BENCH_SECONDS ?? 60);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 200);
const distinctSearches = Number(process.env.BENCH_DISTINCT_SEARCHES ?? 50);
/** The app's PostgreSQL pool (backend/db/connection.ts). */
const appPoolSize = 10;
/** A request unanswered this long counts as a non-answer. */
const answerTimeoutMs = 10_000;
const host = `harbor.localhost:${String(port)}`;
const center = { latitude: 41.85, longitude: -87.6779 };
const text = "pizza";

/** The search at a point a hair from Chicago's centre: every `n` its own query and cache key. */
function spotFor(n: number): SearchSpot {
  return { point: { latitude: center.latitude + n * 1e-7, longitude: center.longitude }, radiusMiles: 25 };
}

function searchPath({ point }: SearchSpot): string {
  const query = new URLSearchParams({
    location: `${point.latitude.toFixed(7)},${String(point.longitude)}`,
    restaurantOrCuisine: text,
    priceRange: "1,2",
    features: "takeout",
  });
  return `/api/v2/Merchants/Search?${query.toString()}`;
}

const repeated = Array.from({ length: distinctSearches }, (_, i) => searchPath(spotFor(i)));
/** The nth request's search, one nobody asked before. */
const newSearch = (n: number) => searchPath(spotFor(1_000_000 + n));

function report(result: LoadResult): void {
  const errors = result.failures - result.timeouts;
  console.log(formatResult(result));
  console.log(
    `  errors ${String(errors)} (503 ${String(result.refused)}), non-answers ${String(result.timeouts)}`,
  );
}

/** Bare SQL of `clients` closed-loop clients through a pool of the app's size, for `ms`. */
async function bareLoad(
  url: string,
  clients: number,
  ms: number,
): Promise<{ perSecond: number; p50: number; p99: number }> {
  const pool = new pg.Pool({ connectionString: url, max: appPoolSize });
  const run = async (sqlText: string) => (await pool.query<Record<string, unknown>>(sqlText)).rows;
  const durations: number[] = [];
  let n = 5_000_000;
  const started = performance.now();
  const deadline = started + ms;
  try {
    await Promise.all(
      Array.from({ length: clients }, async () => {
        while (performance.now() < deadline) {
          n += 1;
          const begun = performance.now();
          await bareSearch(run, spotFor(n), text);
          durations.push(performance.now() - begun);
        }
      }),
    );
  } finally {
    await pool.end();
  }
  durations.sort((a, b) => a - b);
  return {
    perSecond: durations.length / ((performance.now() - started) / 1000),
    p50: percentile(durations, 50),
    p99: percentile(durations, 99),
  };
}

async function benchServer(label: string, dataDir: string, databaseUrl?: string): Promise<void> {
  console.log(`\n=== ${label}: ${String(connections)} connections, ${String(seconds)} s each ===`);
  const server = await startProductServer(port, dataDir, databaseUrl ? { DATABASE_URL: databaseUrl } : {});
  try {
    const load = { port, host, requests: 0, durationMs: seconds * 1000, concurrency: connections };
    const timeoutMs = answerTimeoutMs;
    // Warm-up: the routes compiled and loaded, the database's caches filled.
    await runLoad({ ...load, label: "warm-up", path: "/bench/static.txt", durationMs: 2000, timeoutMs });
    await runLoad({ ...load, label: "warm-up", path: repeated, durationMs: 3000, concurrency: 4, timeoutMs });

    const staticFile = await runLoad({
      ...load,
      label: "static file (baseline)",
      path: "/bench/static.txt",
      timeoutMs,
    });
    report(staticFile);
    const cached = await runLoad({ ...load, label: "repeated searches", path: repeated, timeoutMs });
    report(cached);
    console.log(formatRatio("repeated", cached, staticFile));
    const fresh = await runLoad({ ...load, label: "new searches", path: newSearch, timeoutMs });
    report(fresh);
    console.log(formatRatio("new", fresh, staticFile));
    if (!databaseUrl) return;
    const bare = await bareLoad(databaseUrl, connections, seconds * 1000);
    console.log(
      `${"bare SQL, pool of 10".padEnd(28)} ${bare.perSecond.toFixed(0).padStart(7)} req/s  p50 ${bare.p50.toFixed(1).padStart(7)} ms  p99 ${bare.p99.toFixed(1).padStart(7)} ms`,
    );
    console.log(
      `ratio new searches/bare SQL: throughput ${(fresh.requestsPerSecond / bare.perSecond).toFixed(2)}x`,
    );
  } finally {
    stopProductServer(server);
    // The server's process group needs a moment to let go of the port and the database.
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

await benchServer("embedded database (PGlite)", ".data-bench-search-load");
const serverUrl = process.env.DATABASE_URL_TEST;
if (serverUrl) {
  const scratch = await scratchDatabase(serverUrl, "bench_search_load");
  try {
    await benchServer("PostgreSQL", ".data-bench-search-load-pg", scratch.url);
  } finally {
    await scratch.drop();
  }
} else {
  console.log("\n(DATABASE_URL_TEST not set: embedded database only)");
}
