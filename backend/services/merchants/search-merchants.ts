import "server-only";
import type { Db } from "@/backend/db/client";
import { listCampaignCodes } from "@/backend/db/queries/merchants-campaigns";
import { listFavoriteMerchantIds } from "@/backend/db/queries/merchants-favorites";
import {
  countCuisines,
  searchMerchantRows,
  type MerchantSearchFilters,
} from "@/backend/db/queries/merchants-search";
import {
  defaultRadiusMiles,
  type MerchantSearchQuery,
  type MerchantSearchResponse,
} from "@/shared/contracts/merchants";
import { viewerRuleTier } from "@/shared/rules/earning-tier";
import { toMerchantSummary } from "./merchant-summary";
import { nearestParticipating } from "./nearest-participating";
import { partnerConfig } from "./partner-config";
import { resolveSearchLocation, type SearchPoint } from "./resolve-search-location";

type Viewer = { id: string; tierLevel: number } | null | undefined;

/** The searched point: the place named, else the middle of the map area, else none. */
function searchCenter(query: MerchantSearchQuery): SearchPoint | null {
  const point = resolveSearchLocation(query);
  if (point || !query.bounds) return point;
  const { south, west, north, east } = query.bounds;
  return { latitude: (south + north) / 2, longitude: (west + east) / 2, label: "Map area" };
}

/**
 * GET /api/v2/Merchants/Search for one partner. Boolean filters narrow only when true; the
 * acclaimed filter applies only where the partner has acclaimed offers; favourites only for a
 * signed-in member of a partner with favourites. Recommended lists what the viewer earns first
 * (an anonymous visitor as a new member, tier 0; decision 0058). Throws UnknownLocationError
 * for an unknown place and MissingCoordinatesError for "Current Location" without coordinates.
 */
export async function searchMerchants(
  db: Db,
  input: { partnerCode: string; query: MerchantSearchQuery; member?: Viewer; now?: Date },
): Promise<MerchantSearchResponse> {
  const { partnerCode, query } = input;
  const partner = partnerConfig(partnerCode);
  const center = searchCenter(query);
  const viewer = input.member ?? null;
  const member = partner.hasMerchantFavorites ? viewer : null;
  const earningTier = viewerRuleTier(
    partner.earnRules.map((rule) => rule.tierLevel),
    viewer,
  );
  const emptyAnswer: MerchantSearchResponse = {
    merchants: [],
    totalResultSize: 0,
    totalPages: 0,
    searchCenter: center,
    pageNo: query.pageNo,
    pageClamped: false,
    ...(query.cuisineCounts ? { cuisineCounts: [] } : {}),
  };
  // Nothing can match: reservations where the partner offers none, favourites of nobody.
  if (query.reservations && !partner.openTableReservationsEnabled) return emptyAnswer;
  if (query.favorites && partner.hasMerchantFavorites && !member) return emptyAnswer;

  const filters: MerchantSearchFilters = {
    partnerCode,
    point: center,
    radiusMiles: center && !query.bounds ? (query.radius ?? defaultRadiusMiles) : undefined,
    bounds: query.bounds,
    text: query.restaurantOrCuisine || undefined,
    campaignCode: query.campaignCode || undefined,
    benefitsFor: query.benefitsFor,
    acclaimedOnly: Boolean(query.acclaimed) && partner.acclaimedEnabled,
    features: query.features,
    mealsServed: query.mealsServed,
    cuisines: query.cuisines,
    priceRange: query.priceRange,
    isNew: query.isNew,
    reservationsOnly: query.reservations,
    favoritesOfMemberId: query.favorites && member ? member.id : undefined,
    openAt: query.openNow ? (input.now ?? new Date()) : undefined,
    earningTier: earningTier ?? undefined,
    sort: query.sortBy ?? "recommended",
    limit: query.pageSize,
    offset: (query.pageNo - 1) * query.pageSize,
  };
  const requested = await searchMerchantRows(db, filters);
  const totalPages = Math.ceil(requested.total / query.pageSize);
  // A page past the end (an old link, a shrunken result) answers the last page, and says so.
  const pageClamped = totalPages > 0 && query.pageNo > totalPages;
  const pageNo = pageClamped ? totalPages : query.pageNo;
  const { rows, total, textMode } = pageClamped
    ? await searchMerchantRows(db, { ...filters, offset: (pageNo - 1) * query.pageSize })
    : requested;
  const merchantIds = rows.map((row) => row.id);
  const [campaigns, favoriteIds, cuisineCounts] = await Promise.all([
    listCampaignCodes(db, { partnerCode, merchantIds }),
    member
      ? listFavoriteMerchantIds(db, { partnerCode, memberId: member.id, merchantIds })
      : Promise.resolve(null),
    query.cuisineCounts ? countCuisines(db, filters, textMode ?? "substring") : Promise.resolve(undefined),
  ]);
  const favoriteSet = favoriteIds ? new Set(favoriteIds) : null;
  // An empty area (not a narrow filter) says where the nearest restaurants are.
  const nearest =
    total === 0 && center && filters.radiusMiles !== undefined
      ? await nearestParticipating(db, center, filters.radiusMiles)
      : null;
  // Nothing open now: how many the rest of the search finds, all closed (decision 0058).
  const closedNow =
    total === 0 && filters.openAt
      ? (await searchMerchantRows(db, { ...filters, openAt: undefined, limit: 1, offset: 0 })).total
      : 0;
  return {
    merchants: rows.map((row) =>
      toMerchantSummary(row, {
        partner,
        campaigns,
        isFavorite: favoriteSet ? favoriteSet.has(row.id) : undefined,
      }),
    ),
    totalResultSize: total,
    totalPages: Math.ceil(total / query.pageSize),
    searchCenter: center,
    ...(nearest ? { nearest } : {}),
    ...(closedNow > 0 ? { closedNow } : {}),
    pageNo,
    pageClamped,
    ...(cuisineCounts ? { cuisineCounts } : {}),
  };
}
