/**
 * Merchant search at 100,000 merchants: the search service (location lookup, page with its
 * window count, campaign codes, answer mapping) against the bare SQL of the same search written
 * by hand, in the same run on the same in-memory PGlite, printed as ratios (machine speed
 * cancels out). Two searches near Chicago with two filters: "pizza" as typed, and the typo
 * "pizzza" (no match as typed, so both sides run the fuzzy trigram pass too).
 * Run with `npm run bench:search` (tsx with the react-server condition, so backend modules load);
 * BENCH_MERCHANTS and BENCH_RUNS resize it.
 */
import { sql, type SQL } from "drizzle-orm";
import { openPglite } from "@/backend/db/connection";
import type { Db } from "@/backend/db/database";
import { boxAround } from "@/backend/db/queries/merchants-search";
import { seedDatabase } from "@/backend/db/seed/seed-database";
import { searchMerchants } from "@/backend/services/merchants/search-merchants";
import { merchantSearchQuerySchema } from "@/lib/shared/contracts/merchants";
import { formatTiming, timeRuns } from "./lib/timing";

const merchantCount = Number(process.env.BENCH_MERCHANTS ?? 100_000);
const runs = Number(process.env.BENCH_RUNS ?? 200);
const chicago = { latitude: 41.85, longitude: -87.6779 };
const radius = 25;

/** Rows of raw SQL: execute()'s result type differs by driver, and this bench runs on PGlite only. */
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

const box = boxAround(chicago, radius);
const distance = `(3958.8 * 2 * asin(least(1, sqrt(power(sin(radians(latitude - ${chicago.latitude}) / 2), 2)
  + cos(radians(${chicago.latitude})) * cos(radians(latitude)) * power(sin(radians(longitude - (${chicago.longitude})) / 2), 2)))))`;

/** The same statements the service sends, as literal SQL: the page with its count, then campaign codes. */
function whereFor(text: string, fuzzy: boolean): string {
  const textMatch = fuzzy
    ? `('${text}' <% name or '${text}' <% merchant_cuisines_text(cuisines))`
    : `(name ilike '%${text}%' or merchant_cuisines_text(cuisines) ilike '%${text}%')`;
  return `latitude between ${box.south} and ${box.north} and longitude between ${box.west} and ${box.east}
    and ${distance} <= ${radius} and ${textMatch}
    and price_range in (1, 2) and features @> array['takeout']::text[]`;
}

async function bareSearch(db: Db, text: string): Promise<number> {
  const score = `((rating::double precision * rating_count + 4.0 * 25) / (rating_count + 25)) - 0.04 * ${distance}
    + 1.5 * greatest(word_similarity('${text}', name), word_similarity('${text}', merchant_cuisines_text(cuisines)))`;
  const pageSql = (fuzzy: boolean) =>
    sql.raw(`select *, ${distance} as distance, (count(*) over ())::int as total from merchants
      where ${whereFor(text, fuzzy)} order by ${score} desc, id limit 20`);
  let page = await rowsOf<{ id: string }>(db, pageSql(false));
  if (page.length === 0) page = await rowsOf<{ id: string }>(db, pageSql(true));
  const ids = page.map((row) => `'${row.id}'`).join(",") || "''";
  await db.execute(
    sql.raw(`select merchant_id, tier_level, campaign_code from merchant_campaigns
      where partner_code = 'harbor' and merchant_id in (${ids}) order by merchant_id, tier_level`),
  );
  return page.length;
}

async function serviceSearch(db: Db, text: string): Promise<number> {
  const query = merchantSearchQuerySchema.parse({
    location: "Chicago, IL",
    restaurantOrCuisine: text,
    priceRange: "1,2",
    features: "takeout",
  });
  return (await searchMerchants(db, { partnerCode: "harbor", query })).merchants.length;
}

const connection = await openPglite();
try {
  await connection.migrate();
  const seedStarted = performance.now();
  await seedDatabase(connection.db, { merchants: merchantCount });
  await connection.db.execute(sql`analyze`);
  const seedSeconds = ((performance.now() - seedStarted) / 1000).toFixed(1);
  console.log(`seeded ${merchantCount.toLocaleString("en-US")} merchants in ${seedSeconds} s`);
  const db = connection.db;

  for (const text of ["pizza", "pizzza"]) {
    const [bareCount, serviceCount] = [await bareSearch(db, text), await serviceSearch(db, text)];
    if (bareCount !== serviceCount)
      throw new Error(`bare SQL found ${bareCount}, the service ${serviceCount}`);
    const answer = await searchMerchants(db, {
      partnerCode: "harbor",
      query: merchantSearchQuerySchema.parse({
        location: "Chicago, IL",
        restaurantOrCuisine: text,
        priceRange: "1,2",
        features: "takeout",
      }),
    });
    console.log(
      `\nnear Chicago, IL (${radius} mi) · "${text}" · priceRange 1,2 · takeout → ${answer.totalResultSize} results`,
    );
    const plan = await rowsOf<{ "QUERY PLAN": string }>(
      db,
      sql.raw(`explain select id from merchants where ${whereFor(text, text !== "pizza")}`),
    );
    console.log(plan.map((row) => `  ${row["QUERY PLAN"]}`).join("\n"));

    // Warm both paths (plan caches, WASM JIT); timeRuns then alternates so neither gets a quieter machine.
    for (let i = 0; i < 20; i += 1) {
      await bareSearch(db, text);
      await serviceSearch(db, text);
    }
    const { bare, full } = await timeRuns(runs, {
      bare: () => bareSearch(db, text),
      full: () => serviceSearch(db, text),
    });
    console.log(formatTiming("bare SQL (baseline)", bare));
    console.log(formatTiming("search service", full));
    console.log(
      `ratio service/bare: p50 ${(full.p50Ms / bare.p50Ms).toFixed(2)}x, p95 ${(full.p95Ms / bare.p95Ms).toFixed(2)}x`,
    );
  }
} finally {
  await connection.close();
}
