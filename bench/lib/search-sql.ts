/**
 * The bare SQL of the merchant search the bench compares the service against: the statements
 * the service sends (page with its window count, then campaign codes), written by hand with
 * literal values. One text per statement, so a PGlite connection and a plain `pg` pool run the
 * very same strings.
 */
import { boxAround, type GeoPoint } from "@/backend/db/queries/merchants-search";

/** Runs one statement and answers its rows: whichever driver the caller holds. */
export type RunSql = (text: string) => Promise<readonly Record<string, unknown>[]>;

export interface SearchSpot {
  readonly point: GeoPoint;
  readonly radiusMiles: number;
}

function distanceSql({ latitude, longitude }: GeoPoint): string {
  return `(3958.8 * 2 * asin(least(1, sqrt(power(sin(radians(latitude - ${latitude}) / 2), 2)
  + cos(radians(${latitude})) * cos(radians(latitude)) * power(sin(radians(longitude - (${longitude})) / 2), 2)))))`;
}

/** The filters of the benched search: the radius (box first, for the index), text, price 1-2, takeout. */
export function whereSql(spot: SearchSpot, text: string, fuzzy: boolean): string {
  const box = boxAround(spot.point, spot.radiusMiles);
  const textMatch = fuzzy
    ? `('${text}' <% name or '${text}' <% merchant_cuisines_text(cuisines))`
    : `(name ilike '%${text}%' or merchant_cuisines_text(cuisines) ilike '%${text}%')`;
  return `latitude between ${box.south} and ${box.north} and longitude between ${box.west} and ${box.east}
    and ${distanceSql(spot.point)} <= ${spot.radiusMiles} and ${textMatch}
    and price_range in (1, 2) and features @> array['takeout']::text[]`;
}

/**
 * One part of the page: the matches ranked by score (the window count keeps PostgreSQL from
 * pushing the earn test into the ranking), then those an anonymous visitor earns at (tier 0) or,
 * `earning` false, the rest (decision 0058).
 */
function pageSql(spot: SearchSpot, text: string, fuzzy: boolean, earning: boolean, limit: number): string {
  const distance = distanceSql(spot.point);
  const score = `((rating::double precision * rating_count + 4.0 * 25) / (rating_count + 25)) - 0.04 * ${distance}
    + 1.5 * greatest(word_similarity('${text}', name), word_similarity('${text}', merchant_cuisines_text(cuisines)))`;
  const earns = `exists (select 1 from merchant_campaigns c where c.merchant_id = ranked.id
    and c.partner_code = 'harbor' and c.tier_level = 0)`;
  return `select * from (select *, ${distance} as distance, ${score} as score, (count(*) over ())::int as total
    from merchants where ${whereSql(spot, text, fuzzy)} order by ${score} desc, id) ranked
    where ${earning ? "" : "not "}${earns} order by score desc, id limit ${limit}`;
}

/** The first page, earners first: the rest only when the earners do not fill it. */
async function firstPage(run: RunSql, spot: SearchSpot, text: string, fuzzy: boolean) {
  const earners = await run(pageSql(spot, text, fuzzy, true, 20));
  if (earners.length === 20) return earners;
  return [...earners, ...(await run(pageSql(spot, text, fuzzy, false, 20 - earners.length)))];
}

/** The search as the service runs it, by hand: as typed, fuzzy only when nothing matched; then campaigns. */
export async function bareSearch(run: RunSql, spot: SearchSpot, text: string): Promise<number> {
  let page = await firstPage(run, spot, text, false);
  if (page.length === 0) page = await firstPage(run, spot, text, true);
  const ids = page.map((row) => `'${String(row.id)}'`).join(",") || "''";
  await run(`select merchant_id, tier_level, campaign_code from merchant_campaigns
    where partner_code = 'harbor' and merchant_id in (${ids}) order by merchant_id, tier_level`);
  return page.length;
}
