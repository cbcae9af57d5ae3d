import { currentLocationValue, type MerchantSearchParams } from "@/shared/contracts/merchant-values";
import type { MerchantSearchResponse } from "@/shared/contracts/merchants";

/** Whether the search is from the visitor's own position ("Current Location", any case). */
export function isCurrentLocation(params: MerchantSearchParams): boolean {
  return params.location?.toLowerCase() === currentLocationValue.toLowerCase();
}

/**
 * What the URL still needs before it can search, from the URL alone:
 * - "ready": it names a place (typed, a point, a map area, or Current Location with coordinates);
 * - "place": nothing at all, so the page starts from the manual location typed last, else a point;
 * - "coordinates": "Current Location" without the browser's coordinates.
 * Shared: the server renders the first page of a "ready" search, the browser locates the rest.
 */
export type PlaceNeed = "ready" | "place" | "coordinates";

export function placeNeed(params: MerchantSearchParams): PlaceNeed {
  if (isCurrentLocation(params)) return params.latitude && params.longitude ? "ready" : "coordinates";
  return params.location || params.latitude || params.bounds ? "ready" : "place";
}

/** The first page of a search as the server rendered it, keyed by the search's query string. */
export interface FirstSearchPage {
  queryString: string;
  answer: MerchantSearchResponse;
}
