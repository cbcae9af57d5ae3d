/**
 * Merchant search at 100,000 merchants: the search service (location lookup, page with its
 * window count, campaign codes, answer mapping) against the bare SQL of the same search written
 * by hand, in the same run on the same database, printed as ratios (machine speed cancels out).
 * Two searches near Chicago with two filters: "pizza" as typed, and the typo "pizzza" (no match
 * as typed, so both sides run the fuzzy trigram pass too).
 *
 * Always on an in-memory PGlite. When DATABASE_URL_TEST names a PostgreSQL server, also on a
 * database of the bench's own there (created, then dropped), where it measures concurrency
 * too: throughput with 16 clients on 16 connections, the service through the app's pool against
 * the same SQL through a bare `pg` pool.
 *
 * Run with `npm run bench:search` (tsx with the react-server condition, so backend modules load);
 * BENCH_MERCHANTS, BENCH_RUNS, BENCH_CONCURRENCY and BENCH_CONCURRENT_REQUESTS resize it.
 */
import { sql } from "drizzle-orm";
import pg from "pg";
import { openPglite, openPostgres, type DbConnection } from "@/backend/db/connection";
import type { Db } from "@/backend/db/database";
import { seedDatabase } from "@/backend/db/seed/seed-database";
import { searchMerchants } from "@/backend/services/merchants/search-merchants";
import { merchantSearchQuerySchema } from "@/shared/contracts/merchants";
import { scratchDatabase } from "@/backend/db/scratch-database";
import { bareSearch, whereSql, type RunSql, type SearchSpot } from "./lib/search-sql";
import { formatThroughput, measureThroughput } from "./lib/throughput";
import { formatTiming, timeRuns } from "./lib/timing";

const merchantCount = Number(process.env.BENCH_MERCHANTS ?? 100_000);
const runs = Number(process.env.BENCH_RUNS ?? 200);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 16);
const concurrentRequests = Number(process.env.BENCH_CONCURRENT_REQUESTS ?? 400);
const concurrentRounds = 4;
const spot: SearchSpot = { point: { latitude: 41.85, longitude: -87.6779 }, radiusMiles: 25 };
const texts = ["pizza", "pizzza"] as const;

/** One database to bench: the app's connection for the service, and a bare way to run SQL text. */
interface Target {
  readonly label: string;
  readonly connection: DbConnection;
  readonly run: RunSql;
  /** Only where more than one connection exists (PGlite has one). */
  readonly concurrent: boolean;
  close(): Promise<void>;
}

function serviceQuery(text: string) {
  return merchantSearchQuerySchema.parse({
    location: "Chicago, IL",
    restaurantOrCuisine: text,
    priceRange: "1,2",
    features: "takeout",
  });
}

async function serviceSearch(db: Db, text: string): Promise<number> {
  return (await searchMerchants(db, { partnerCode: "harbor", query: serviceQuery(text) })).merchants.length;
}

async function pgliteTarget(): Promise<Target> {
  const connection = await openPglite();
  const run: RunSql = async (text) => {
    // execute()'s result type differs by driver; on PGlite it carries `rows`.
    const result: unknown = await connection.db.execute(sql.raw(text));
    return (result as { rows: Record<string, unknown>[] }).rows;
  };
  return { label: "PGlite (in memory)", connection, run, concurrent: false, close: () => connection.close() };
}

async function postgresTarget(serverUrl: string): Promise<Target> {
  const scratch = await scratchDatabase(serverUrl, "bench_search");
  const connection = openPostgres(scratch.url, concurrency);
  const bare = new pg.Pool({ connectionString: scratch.url, max: concurrency });
  const version = await bare.query<{ server_version: string }>("show server_version");
  return {
    label: `PostgreSQL ${version.rows[0]?.server_version ?? "?"}`,
    connection,
    run: async (text) => (await bare.query<Record<string, unknown>>(text)).rows,
    concurrent: true,
    close: async () => {
      try {
        await Promise.allSettled([connection.close(), bare.end()]);
      } finally {
        await scratch.drop();
      }
    },
  };
}

async function benchTarget(target: Target): Promise<void> {
  const { db } = target.connection;
  console.log(`\n=== ${target.label} ===`);
  await target.connection.migrate();
  const seedStarted = performance.now();
  await seedDatabase(db, { merchants: merchantCount });
  await db.execute(sql`analyze`);
  const seedSeconds = ((performance.now() - seedStarted) / 1000).toFixed(1);
  console.log(`seeded ${merchantCount.toLocaleString("en-US")} merchants in ${seedSeconds} s`);

  for (const text of texts) {
    const [bareCount, serviceCount] = [
      await bareSearch(target.run, spot, text),
      await serviceSearch(db, text),
    ];
    if (bareCount !== serviceCount)
      throw new Error(`bare SQL found ${bareCount}, the service ${serviceCount}`);
    const answer = await searchMerchants(db, { partnerCode: "harbor", query: serviceQuery(text) });
    console.log(
      `\nnear Chicago, IL (${spot.radiusMiles} mi) · "${text}" · priceRange 1,2 · takeout → ${answer.totalResultSize} results`,
    );
    const plan = await target.run(
      `explain select id from merchants where ${whereSql(spot, text, text !== "pizza")}`,
    );
    console.log(plan.map((row) => `  ${String(row["QUERY PLAN"])}`).join("\n"));

    // Warm both paths (plan caches, WASM JIT); timeRuns then alternates so neither gets a quieter machine.
    for (let i = 0; i < 20; i += 1) {
      await bareSearch(target.run, spot, text);
      await serviceSearch(db, text);
    }
    const { bare, full } = await timeRuns(runs, {
      bare: () => bareSearch(target.run, spot, text),
      full: () => serviceSearch(db, text),
    });
    console.log(formatTiming("bare SQL (baseline)", bare));
    console.log(formatTiming("search service", full));
    console.log(
      `ratio service/bare: p50 ${(full.p50Ms / bare.p50Ms).toFixed(2)}x, p95 ${(full.p95Ms / bare.p95Ms).toFixed(2)}x`,
    );

    if (!target.concurrent) continue;
    const loaded = await measureThroughput(
      { concurrency, rounds: concurrentRounds, requestsPerRound: concurrentRequests / concurrentRounds },
      { bare: () => bareSearch(target.run, spot, text), full: () => serviceSearch(db, text) },
    );
    console.log(`${String(concurrency)} clients on ${String(concurrency)} connections each side:`);
    console.log(formatThroughput("bare pool (baseline)", loaded.bare));
    console.log(formatThroughput("search service", loaded.full));
    console.log(
      `ratio service/bare: throughput ${(loaded.full.perSecond / loaded.bare.perSecond).toFixed(2)}x, ` +
        `p95 ${(loaded.full.p95Ms / loaded.bare.p95Ms).toFixed(2)}x`,
    );
  }
}

const serverUrl = process.env.DATABASE_URL_TEST;
const openers: (() => Promise<Target>)[] = [pgliteTarget];
if (serverUrl) openers.push(() => postgresTarget(serverUrl));
else console.log("(DATABASE_URL_TEST not set: PGlite only)");
for (const open of openers) {
  const target = await open();
  try {
    await benchTarget(target);
  } finally {
    await target.close();
  }
}
