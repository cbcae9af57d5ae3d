import { carouselPageSize } from "@/lib/shared/constants";
import { currentLocationValue, type MerchantSearchParams } from "@/lib/shared/contracts/merchants";
import { fromUrlSearchParams, toSearchQueryString } from "@/lib/shared/merchants/search-query-string";

/** Location values editors write for "wherever the visitor is". */
const nearMeValues = new Set(["near me", "nearby", "current location", "my location", "around me"]);

export function isNearMe(location: string | undefined): boolean {
  return location !== undefined && nearMeValues.has(location.trim().toLowerCase());
}

/**
 * The carousel block's search_string ("location=near me&restaurantOrCuisine=sushi") as search
 * fields: unknown keys are dropped, and a "near me" style location becomes the spec's
 * "Current Location", which the search API and the /search page both understand.
 */
export function parseCarouselSearch(searchString: string): MerchantSearchParams {
  const params = fromUrlSearchParams(new URLSearchParams(searchString.replace(/^\?/, "")));
  return isNearMe(params.location) ? { ...params, location: currentLocationValue } : params;
}

/** Whether the carousel must wait for the browser's position before it can search. */
export function needsPosition(params: MerchantSearchParams): boolean {
  return isNearMe(params.location) && !(params.latitude && params.longitude);
}

/**
 * The request the carousel sends: its fields, the position when it searches near the visitor,
 * and the carousel's page size. Null means "skip the search": a near-me block whose location
 * decision failed without coordinates (public-and-shared §4 Carousel search).
 */
export function carouselRequest(
  params: MerchantSearchParams,
  position: { latitude: number; longitude: number } | null,
): MerchantSearchParams | null {
  if (!needsPosition(params)) return { ...params, pageNo: "1", pageSize: String(carouselPageSize) };
  if (!position) return null;
  return {
    ...params,
    latitude: String(position.latitude),
    longitude: String(position.longitude),
    pageNo: "1",
    pageSize: String(carouselPageSize),
  };
}

/** "View all": the same search on the /search page (its own page size and paging). */
export function viewAllHref(params: MerchantSearchParams): string {
  const rest: MerchantSearchParams = { ...params };
  // The /search page pages by itself and locates "Current Location" afresh.
  delete rest.pageSize;
  delete rest.pageNo;
  delete rest.latitude;
  delete rest.longitude;
  const query = toSearchQueryString(rest);
  return query ? `/search?${query}` : "/search";
}
