import "server-only";
import { and, asc, desc, eq, getTableColumns, gt, inArray, sql, type SQL } from "drizzle-orm";
import type { SortValue } from "@/shared/contracts/merchants";
import type { Db } from "../client";
import { favorites, merchantCampaigns, merchants } from "../schema";
import { listedMerchant, type MerchantRecord } from "./merchants";
import { earnersFirstPage } from "./merchants-search-earners-first";

const earthRadiusMiles = 3958.8;
const milesPerDegreeLatitude = 69.05;

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

export interface GeoBounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

/** Every filter of a search, already resolved: undefined or empty means "not filtered". */
export interface MerchantSearchFilters {
  partnerCode: string;
  /** Distances are measured from here; null leaves distance null. */
  point: GeoPoint | null;
  /** Radius around `point`, in miles; ignored with `bounds`. */
  radiusMiles?: number | undefined;
  bounds?: GeoBounds | undefined;
  text?: string | undefined;
  campaignCode?: string | undefined;
  benefitsFor?: number | undefined;
  acclaimedOnly?: boolean | undefined;
  /** Every one of these features. */
  features?: readonly string[] | undefined;
  /** Any one of these meals. */
  mealsServed?: readonly string[] | undefined;
  /** Any one of these cuisines. */
  cuisines?: readonly string[] | undefined;
  priceRange?: readonly number[] | undefined;
  isNew?: boolean | undefined;
  reservationsOnly?: boolean | undefined;
  favoritesOfMemberId?: string | undefined;
  /** Only merchants open at this moment on their own clock (opening_hours in time_zone). */
  openAt?: Date | undefined;
  /**
   * The campaign tier the viewer earns by (shared/rules/earning-tier.ts viewerRuleTier): the
   * Recommended order lists the merchants where this partner has a code for it first (decision
   * 0058). Undefined when the viewer earns by no tier: nothing is put first.
   */
  earningTier?: number | undefined;
  sort: SortValue;
  limit: number;
  offset: number;
}

export type MerchantSearchRow = MerchantRecord & { distance: number | null };

const cuisinesText = sql`merchant_cuisines_text(${merchants.cuisines})`;

/** Great-circle (haversine) distance in miles; least() keeps rounding from pushing asin past 1. */
export function distanceMiles({ latitude, longitude }: GeoPoint): SQL<number> {
  const lat = sql`${latitude}::double precision`;
  const lng = sql`${longitude}::double precision`;
  return sql<number>`(${sql.raw(String(earthRadiusMiles))} * 2 * asin(least(1, sqrt(
    power(sin(radians(${merchants.latitude} - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(${merchants.latitude}))
    * power(sin(radians(${merchants.longitude} - ${lng}) / 2), 2)))))`;
}

/** The box that holds the circle: lets the (latitude, longitude) index discard most rows. */
export function boxAround({ latitude, longitude }: GeoPoint, miles: number): GeoBounds {
  const dLat = miles / milesPerDegreeLatitude;
  // Near the poles a degree of longitude shrinks to nothing; cap the cosine so the box stays finite.
  const dLng = miles / (milesPerDegreeLatitude * Math.max(0.01, Math.cos((latitude * Math.PI) / 180)));
  return {
    south: Math.max(-90, latitude - dLat),
    north: Math.min(90, latitude + dLat),
    west: Math.max(-180, longitude - dLng),
    east: Math.min(180, longitude + dLng),
  };
}

function inBox(box: GeoBounds): SQL {
  return sql`${merchants.latitude} between ${box.south}::double precision and ${box.north}::double precision
    and ${merchants.longitude} between ${box.west}::double precision and ${box.east}::double precision`;
}

const weekdayArray = sql.raw(`array['Sun','Mon','Tue','Wed','Thu','Fri','Sat']`);

/**
 * Open at `at` by the rules of shared/rules/opening-hours.ts: inside today's period, or in
 * the after-midnight part of yesterday's (a closing time at or before the opening time).
 */
function openAt(at: Date): SQL {
  const local = sql`(${at.toISOString()}::timestamptz at time zone ${merchants.timeZone})`;
  const dow = sql`extract(dow from ${local})::int`;
  const time = sql`${local}::time`;
  const opens = sql.raw(`(period->>'opens')::time`);
  const closes = sql.raw(`(period->>'closes')::time`);
  const day = sql.raw(`(period->>'day')`);
  return sql`exists (select 1 from jsonb_array_elements(${merchants.openingHours}) as hours(period)
    where (${day} = (${weekdayArray})[${dow} + 1] and ${time} >= ${opens} and (${closes} <= ${opens} or ${time} < ${closes}))
       or (${day} = (${weekdayArray})[((${dow} + 6) % 7) + 1] and ${closes} <= ${opens} and ${time} < ${closes}))`;
}

/** ILIKE and LIKE treat % _ and \ as wildcards; typed text must match literally. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * How typed text matches. "substring": ILIKE on the name or the cuisines ("sush" in "Sushi"),
 * cheap on every row. "fuzzy": trigram word similarity for typos ("pizzza"), which costs tens
 * of microseconds a row, so it runs only when no merchant matches the text as typed. Both are
 * served by the trigram GIN indexes.
 */
export type TextMode = "substring" | "fuzzy";

function textMatch(text: string, mode: TextMode): SQL {
  if (mode === "fuzzy") return sql`(${text}::text <% ${merchants.name} or ${text}::text <% ${cuisinesText})`;
  const pattern = likePattern(text);
  return sql`(${merchants.name} ilike ${pattern} or ${cuisinesText} ilike ${pattern})`;
}

function textScore(text: string): SQL<number> {
  return sql<number>`greatest(word_similarity(${text}::text, ${merchants.name}), word_similarity(${text}::text, ${cuisinesText}))`;
}

function conditions(filters: MerchantSearchFilters, distance: SQL<number> | null, mode: TextMode): SQL[] {
  // Removed merchants are kept for their old pages only (docs/decisions/0066).
  const where: SQL[] = [listedMerchant];
  const { partnerCode } = filters;
  if (filters.bounds) {
    where.push(inBox(filters.bounds));
  } else if (filters.point && distance && filters.radiusMiles !== undefined) {
    where.push(inBox(boxAround(filters.point, filters.radiusMiles)));
    where.push(sql`${distance} <= ${filters.radiusMiles}::double precision`);
  }
  if (filters.text) where.push(textMatch(filters.text, mode));
  if (filters.campaignCode !== undefined) {
    where.push(sql`exists (select 1 from ${merchantCampaigns} where ${merchantCampaigns.merchantId} = ${merchants.id}
      and ${merchantCampaigns.partnerCode} = ${partnerCode} and ${merchantCampaigns.campaignCode} = ${filters.campaignCode})`);
  }
  if (filters.benefitsFor !== undefined) {
    where.push(sql`exists (select 1 from ${merchantCampaigns} where ${merchantCampaigns.merchantId} = ${merchants.id}
      and ${merchantCampaigns.partnerCode} = ${partnerCode} and ${merchantCampaigns.tierLevel} = ${filters.benefitsFor})`);
  }
  if (filters.acclaimedOnly) where.push(gt(merchants.acclaimedLevel, 0));
  if (filters.features?.length) {
    where.push(
      sql`${merchants.features} @> array[${sql.join(
        filters.features.map((f) => sql`${f}`),
        sql`, `,
      )}]::text[]`,
    );
  }
  if (filters.mealsServed?.length) {
    where.push(
      sql`${merchants.mealsServed} && array[${sql.join(
        filters.mealsServed.map((m) => sql`${m}`),
        sql`, `,
      )}]::text[]`,
    );
  }
  if (filters.cuisines?.length) {
    where.push(
      sql`${merchants.cuisines} && array[${sql.join(
        filters.cuisines.map((c) => sql`${c}`),
        sql`, `,
      )}]::text[]`,
    );
  }
  if (filters.priceRange?.length) where.push(inArray(merchants.priceRange, [...filters.priceRange]));
  if (filters.isNew) where.push(eq(merchants.isNew, true));
  if (filters.reservationsOnly) where.push(eq(merchants.reservationOpenTable, true));
  if (filters.openAt) where.push(openAt(filters.openAt));
  if (filters.favoritesOfMemberId) {
    where.push(sql`exists (select 1 from ${favorites} where ${favorites.merchantId} = ${merchants.id}
      and ${favorites.partnerCode} = ${partnerCode} and ${favorites.memberId} = ${filters.favoritesOfMemberId})`);
  }
  return where;
}

/** True for "coming soon" and "leaving soon" merchants (false, not null, for no highlight). */
const notOpenForLong = sql<boolean>`coalesce(${merchants.highlight} in ('comingSoon', 'leavingSoon'), false)`;

/**
 * "Recommended": the rating shrunk towards 4 stars by its count (25 ratings' worth of prior, so
 * a lone 5-star review does not top the list), less 0.04 star per mile, plus text relevance.
 */
function recommendedScore(filters: MerchantSearchFilters, distance: SQL<number> | null): SQL<number> {
  const parts: SQL[] = [
    sql`((${merchants.rating}::double precision * ${merchants.ratingCount} + 4.0 * 25) / (${merchants.ratingCount} + 25))`,
  ];
  if (distance) parts.push(sql`- 0.04 * ${distance}`);
  if (filters.text) parts.push(sql`+ 1.5 * ${textScore(filters.text)}`);
  return sql<number>`(${sql.join(parts, sql` `)})`;
}

function ordering(filters: MerchantSearchFilters, distance: SQL<number> | null): SQL[] {
  const tieBreak = asc(merchants.id);
  switch (filters.sort) {
    case "distance":
      // Without a point there is no distance: name order is the stable fallback.
      return distance ? [asc(distance), tieBreak] : [asc(merchants.name), tieBreak];
    case "rating":
      return [desc(merchants.rating), desc(merchants.ratingCount), tieBreak];
    case "name":
      return [asc(merchants.name), tieBreak];
    case "newest":
      // A place not open yet, or about to close, is no "new place to try": it follows the rest.
      return [asc(notOpenForLong), desc(merchants.createdAt), tieBreak];
    case "recommended":
      // With a viewer who earns by some tier, earnersFirstPage orders the page instead.
      return [desc(recommendedScore(filters, distance)), tieBreak];
  }
}

/**
 * One page of matching merchants with their distance, and how many match in all. The total
 * rides on the page as a window count (one scan); only a page past the end, which has no row
 * to carry it, costs a second count query. Text matches as typed first, and fuzzily only when
 * nothing matches as typed (decided on the total, so every page of a search agrees).
 */
export async function searchMerchantRows(
  db: Db,
  filters: MerchantSearchFilters,
): Promise<{ rows: MerchantSearchRow[]; total: number; textMode: TextMode | null }> {
  if (!filters.text) return { ...(await searchPage(db, filters, "substring")), textMode: null };
  const exact = await searchPage(db, filters, "substring");
  if (exact.total > 0) return { ...exact, textMode: "substring" };
  return { ...(await searchPage(db, filters, "fuzzy")), textMode: "fuzzy" };
}

/** A page in the order the search asked for, with the total as a window count. */
function plainPage(
  db: Db,
  filters: MerchantSearchFilters,
  distance: SQL<number> | null,
  where: SQL | undefined,
) {
  return db
    .select({
      ...getTableColumns(merchants),
      distance: distance ? sql<number>`${distance}` : sql<null>`null::double precision`,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(merchants)
    .where(where)
    .orderBy(...ordering(filters, distance))
    .limit(filters.limit)
    .offset(filters.offset);
}

async function searchPage(
  db: Db,
  filters: MerchantSearchFilters,
  mode: TextMode,
): Promise<{ rows: MerchantSearchRow[]; total: number }> {
  const distance = filters.point ? distanceMiles(filters.point) : null;
  const where = and(...conditions(filters, distance, mode));
  // Recommended lists what the viewer earns first, then the rest (decision 0058).
  const page =
    filters.sort === "recommended" && filters.earningTier !== undefined
      ? await earnersFirstPage(db, {
          where,
          distance,
          score: recommendedScore(filters, distance),
          partnerCode: filters.partnerCode,
          tierLevel: filters.earningTier,
          limit: filters.limit,
          offset: filters.offset,
        })
      : await plainPage(db, filters, distance, where);
  const rows = page.map(({ total: _total, ...row }) => row);
  if (page[0]) return { rows, total: page[0].total };
  if (filters.offset === 0) return { rows, total: 0 };
  const [countRow] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(merchants)
    .where(where);
  return { rows, total: countRow?.total ?? 0 };
}

export interface CuisineCount {
  cuisine: string;
  count: number;
}

/**
 * How many merchants match each cuisine under every filter of the search except the cuisine
 * filter itself (a facet: ticking one cuisine does not hide the others' counts). Text matches
 * in the mode the search itself used. Most first, then by name.
 */
export async function countCuisines(
  db: Db,
  filters: MerchantSearchFilters,
  mode: TextMode,
): Promise<CuisineCount[]> {
  const unfiltered = { ...filters, cuisines: undefined };
  const distance = filters.point ? distanceMiles(filters.point) : null;
  const listed = db
    .select({ cuisine: sql<string>`unnest(${merchants.cuisines})`.as("cuisine") })
    .from(merchants)
    .where(and(...conditions(unfiltered, distance, mode)))
    .as("listed");
  const count = sql<number>`count(*)::int`;
  return db
    .select({ cuisine: listed.cuisine, count })
    .from(listed)
    .groupBy(listed.cuisine)
    .orderBy(desc(count), asc(listed.cuisine));
}
