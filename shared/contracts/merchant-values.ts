// Imports nothing but the week (weekdays.ts), zod least of all: the browser's search, merchant
// and account pages read these lists and limits, and shared/contracts/merchants.ts builds the
// API's schemas from them.

export { weekdays, type Weekday } from "./weekdays";

export const merchantFeatureValues = ["delivery", "dine_in", "takeout", "order_online"] as const;
export const mealTypeValues = ["breakfast", "brunch", "lunch", "dinner", "late_night"] as const;
export const highlightValues = [
  "acclaimed",
  "comingSoon",
  "leavingSoon",
  "new",
  "order external",
  "order internal",
] as const;
export const offerTypeValues = ["Unlimited", "Limited"] as const;
export const sortValues = ["recommended", "distance", "rating", "name", "newest"] as const;

/** A merchant id as imports write them: letters, digits, - and _, at most 64. */
export const merchantIdPattern = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

export type MerchantFeatureValue = (typeof merchantFeatureValues)[number];
export type MealTypeValue = (typeof mealTypeValues)[number];
export type SortValue = (typeof sortValues)[number];
export type HighlightValue = (typeof highlightValues)[number];

/** The special location value: the browser's position, sent alongside as latitude/longitude. */
export const currentLocationValue = "Current Location";
export const locationPatternMessage = "Enter city, state or ZIP code";
export const maxPageSize = 50;
/** Radius when the request names a place but no radius: a short drive in a metro area. */
export const defaultRadiusMiles = 25;
/** The radius choices the filters offer, in miles (the API takes any radius up to 100). */
export const radiusChoices = [1, 5, 10, 25, 50] as const;
/** Most cuisines one search may name (the list is the filter's ticked chips). */
export const maxCuisineFilters = 12;
export const defaultPageSize = 20;

/**
 * The merchant search request's fields, in the order URLs list them (stable URLs make stable
 * cache keys): the keys of merchantSearchQuerySchema, which a test holds to the schema.
 */
export const merchantSearchParamKeys = [
  "location",
  "latitude",
  "longitude",
  "bounds",
  "radius",
  "restaurantOrCuisine",
  "campaignCode",
  "acclaimed",
  "benefitsFor",
  "features",
  "isNew",
  "mealsServed",
  "cuisines",
  "cuisineCounts",
  "priceRange",
  "reservations",
  "openNow",
  "favorites",
  "sortBy",
  "pageNo",
  "pageSize",
] as const;
export type MerchantSearchParamKey = (typeof merchantSearchParamKeys)[number];
/** The same request as the browser builds it (strings in the URL). */
export type MerchantSearchParams = Partial<Record<MerchantSearchParamKey, string>>;
