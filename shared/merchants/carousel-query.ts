import { carouselPageSize } from "@/shared/constants";
import { currentLocationValue, type MerchantSearchParams } from "@/shared/contracts/merchant-values";
import { fromUrlSearchParams, toSearchQueryString } from "@/shared/merchants/search-query-string";

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

/** Where a near-me block searches: the browser's position, the place searched last, or the fallback point. */
export type VisitorPlace =
  | { source: "browser" | "fallback"; latitude: number; longitude: number }
  | { source: "searched"; location: string };

/**
 * The request the carousel sends: its fields, the visitor's place when it searches near the
 * visitor, and the carousel's page size. Undefined while a near-me block waits for the place.
 * The browser's position is "Current Location"; a place searched is searched again by name; the
 * fallback point by coordinates alone (public-and-shared §4 Location flow).
 */
export function carouselRequest(
  params: MerchantSearchParams,
  place: VisitorPlace | undefined,
): MerchantSearchParams | undefined {
  const page = { pageNo: "1", pageSize: String(carouselPageSize) };
  if (!needsPosition(params)) return { ...params, ...page };
  if (!place) return undefined;
  if (place.source === "searched") return { ...params, location: place.location, ...page };
  const coordinates = { latitude: String(place.latitude), longitude: String(place.longitude) };
  return place.source === "browser"
    ? { ...params, ...coordinates, ...page }
    : { ...params, location: undefined, ...coordinates, ...page };
}

/** The token a near-me block's headline names the visitor's place with ("Top rated near VISITOR_LOCATION"). */
const visitorToken = "VISITOR_LOCATION";

/**
 * A block's headline for the place it searched: the token becomes the nearest city of a
 * position ("Chicago, IL"), the place typed, or "you" until the search says where that is.
 */
export function carouselHeadline(
  headline: string,
  center: { label: string; place?: string | undefined } | null | undefined,
): string {
  if (!headline.includes(visitorToken)) return headline;
  const named = center?.place ?? (center && center.label !== currentLocationValue ? center.label : undefined);
  return headline.replaceAll(visitorToken, named ?? "you");
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
