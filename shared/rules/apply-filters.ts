import {
  mealTypeValues,
  merchantFeatureValues,
  type MerchantSearchParams,
} from "@/shared/contracts/merchant-values";
import { earningTierOf } from "./earning-tier";
import type { SearchFilters } from "./search-filters";

// Applying filters, in a module of its own: the search page runs it only when the visitor applies
// or clears filters, so it loads then, not with the page (decision 0041).

/**
 * The request fields the filters own (sort and favourites have their own controls), replaced as
 * a whole when filters are applied.
 */
const filterKeys = [
  "priceRange",
  "acclaimed",
  "isNew",
  "benefitsFor",
  "reservations",
  "openNow",
  "features",
  "mealsServed",
  "cuisines",
  "radius",
] as const satisfies readonly (keyof MerchantSearchParams)[];

/**
 * The request with these filters in place of the old ones, back on page 1. `tierLevel` is the
 * viewer's member tier (null for a visitor, who sees tier 0's offers).
 */
export function withFilters(
  params: MerchantSearchParams,
  filters: SearchFilters,
  tierLevel: number | null,
): MerchantSearchParams {
  const owned: readonly string[] = [...filterKeys, "pageNo"];
  const next = Object.fromEntries(
    Object.entries(params).filter(([key]) => !owned.includes(key)),
  ) as MerchantSearchParams;
  const prices = [...filters.priceRange].sort((a, b) => a - b);
  if (prices.length > 0) next.priceRange = prices.join(",");
  if (filters.acclaimed) next.acclaimed = "true";
  if (filters.isNew) next.isNew = "true";
  if (filters.pointsAvailable) next.benefitsFor = String(earningTierOf(tierLevel ?? 0));
  if (filters.reservations) next.reservations = "true";
  if (filters.openNow) next.openNow = "true";
  if (filters.features.length > 0)
    next.features = merchantFeatureValues.filter((v) => filters.features.includes(v)).join(",");
  if (filters.mealsServed.length > 0)
    next.mealsServed = mealTypeValues.filter((v) => filters.mealsServed.includes(v)).join(",");
  if (filters.cuisines.length > 0) next.cuisines = [...filters.cuisines].sort().join(",");
  if (filters.radius !== null) next.radius = String(filters.radius);
  return next;
}
