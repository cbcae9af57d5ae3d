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
} from "@/shared/contracts/merchant-values";

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
