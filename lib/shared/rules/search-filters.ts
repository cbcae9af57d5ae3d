import {
  maxCuisineFilters,
  mealTypeValues,
  radiusChoices,
  merchantFeatureValues,
  sortValues,
  type MealTypeValue,
  type MerchantFeatureValue,
  type MerchantSearchParams,
  type SortValue,
} from "@/lib/shared/contracts/merchants";
import { earningTierOf } from "./earn-statement";

/**
 * The search page's filters (public-and-shared §2 Search) as the panel edits them, and their
 * translation to and from the search request fields that the URL carries.
 */
export interface SearchFilters {
  priceRange: number[];
  acclaimed: boolean;
  isNew: boolean;
  /** "Points available": only merchants with an offer for the viewer's tier (benefitsFor). */
  pointsAvailable: boolean;
  reservations: boolean;
  /** Only restaurants open right now, on their own clock. */
  openNow: boolean;
  features: MerchantFeatureValue[];
  mealsServed: MealTypeValue[];
  /** Cuisine names as merchants list them ("Sushi"), any of which matches. */
  cuisines: string[];
  /** Miles around the searched place; null keeps the search's default radius. */
  radius: RadiusChoice | null;
}

export type RadiusChoice = (typeof radiusChoices)[number];

export const emptyFilters: SearchFilters = {
  priceRange: [],
  acclaimed: false,
  isNew: false,
  pointsAvailable: false,
  reservations: false,
  openNow: false,
  features: [],
  mealsServed: [],
  cuisines: [],
  radius: null,
};

/** The request fields the filters panel owns (sort and favourites have their own controls). */
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

function listOf<T extends string>(raw: string | undefined, allowed: readonly T[]): T[] {
  const parts = (raw ?? "").split(",").map((part) => part.trim());
  return allowed.filter((value) => parts.includes(value));
}

export function filtersFromParams(params: MerchantSearchParams): SearchFilters {
  return {
    priceRange: listOf(params.priceRange, ["1", "2", "3", "4"]).map(Number),
    acclaimed: params.acclaimed === "true",
    isNew: params.isNew === "true",
    pointsAvailable: params.benefitsFor !== undefined,
    reservations: params.reservations === "true",
    openNow: params.openNow === "true",
    features: listOf(params.features, merchantFeatureValues),
    mealsServed: listOf(params.mealsServed, mealTypeValues),
    cuisines: cuisinesOf(params.cuisines),
    radius: radiusChoices.find((miles) => String(miles) === params.radius) ?? null,
  };
}

/** The URL's cuisines: trimmed, each once, no more than the API takes. */
function cuisinesOf(raw: string | undefined): string[] {
  const names = (raw ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  return [...new Set(names)].slice(0, maxCuisineFilters);
}

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

/** How many filters are on (the Filters button's badge). */
export function activeFilterCount(filters: SearchFilters): number {
  return (
    filters.priceRange.length +
    filters.features.length +
    filters.mealsServed.length +
    filters.cuisines.length +
    (filters.radius === null ? 0 : 1) +
    [filters.acclaimed, filters.isNew, filters.pointsAvailable, filters.reservations, filters.openNow].filter(
      Boolean,
    ).length
  );
}

export function sortOf(params: MerchantSearchParams): SortValue {
  return sortValues.find((value) => value === params.sortBy) ?? "recommended";
}

export const sortLabels: Record<SortValue, string> = {
  recommended: "Recommended",
  distance: "Distance",
  rating: "Rating",
  name: "Name (A to Z)",
  newest: "Newest",
};

export const featureLabels: Record<MerchantFeatureValue, string> = {
  delivery: "Delivery",
  dine_in: "Dine in",
  takeout: "Takeout",
  order_online: "Order online",
};

export const mealLabels: Record<MealTypeValue, string> = {
  breakfast: "Breakfast",
  brunch: "Brunch",
  lunch: "Lunch",
  dinner: "Dinner",
  late_night: "Late night",
};

/**
 * The cuisine chips to offer: every cuisine the pending selection's matches list, with its
 * count, and the ticked ones even when none match any more (so they can be unticked).
 */
export function cuisineOptions(
  counts: readonly { cuisine: string; count: number }[],
  selected: readonly string[],
): { cuisine: string; count: number }[] {
  const missing = selected
    .filter((cuisine) => !counts.some((entry) => entry.cuisine === cuisine))
    .map((cuisine) => ({ cuisine, count: 0 }));
  return [...counts, ...missing];
}

/** "Show 42 restaurants" on the filters' apply button. */
export function showResultsLabel(count: number): string {
  return `Show ${count.toLocaleString("en-US")} ${count === 1 ? "restaurant" : "restaurants"}`;
}
