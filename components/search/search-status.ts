import { defaultLocation } from "@/shared/constants";
import { currentLocationValue } from "@/shared/contracts/merchant-values";
import type { MerchantSearchResponse } from "@/shared/contracts/merchants";

const coordinatesLabel = /^-?\d+(?:\.\d+)?\s*,\s*-?\d+(?:\.\d+)?$/;

/**
 * The sentence the results' live region speaks: "42 restaurants near Chicago, IL". A search
 * from coordinates alone is the location fallback, so it reads as the default place, as the
 * location input does.
 */
export function resultsSentence(answer: MerchantSearchResponse): string {
  const total = answer.totalResultSize;
  const count = `${total.toLocaleString("en-US")} ${total === 1 ? "restaurant" : "restaurants"}`;
  const label = answer.searchCenter?.label;
  if (!label) return count;
  if (label === "Map area") return `${count} in this map area`;
  if (label === "Current Location") return `${count} near your location`;
  return `${count} near ${coordinatesLabel.test(label) ? defaultLocation.label : label}`;
}

/**
 * The empty answer of an "open now" search that finds its places closed: "Everything near
 * Chicago, IL is closed now". The place reads as in the results sentence.
 */
export function closedNowSentence(answer: MerchantSearchResponse): string {
  const label = answer.searchCenter?.label;
  if (!label) return "Everything is closed now";
  if (label === "Map area") return "Everything in this map area is closed now";
  if (label === "Current Location") return "Everything near you is closed now";
  return `Everything near ${coordinatesLabel.test(label) ? defaultLocation.label : label} is closed now`;
}

/**
 * The place a typo was searched as, when the answer is for the location the URL names: the API
 * read it as its one clear spelling (decision 0058). Null for any other answer, such as the
 * previous search's, kept on screen while this one loads.
 */
export function correctedPlace(
  params: { location?: string | undefined },
  answer: MerchantSearchResponse | undefined,
): { place: string; typed: string } | null {
  const center = answer?.searchCenter;
  const typed = params.location?.trim();
  if (!center?.correctedFrom || !typed || center.correctedFrom !== typed) return null;
  return { place: center.label, typed };
}

/**
 * The folded search form's one line on phones: "sushi · Chicago, IL". The place reads as the
 * location input does (coordinates alone are the default place); a typo as the place searched.
 */
export function searchSummary(
  params: {
    location?: string | undefined;
    restaurantOrCuisine?: string | undefined;
    bounds?: string | undefined;
  },
  answer: MerchantSearchResponse | undefined,
): string {
  const location = params.location?.trim();
  let place: string;
  const corrected = correctedPlace(params, answer);
  if (params.bounds) place = "This map area";
  else if (corrected) place = corrected.place;
  else if (location && location.toLowerCase() === currentLocationValue.toLowerCase()) place = "Your location";
  else if (location && !coordinatesLabel.test(location)) place = location;
  else {
    const label = answer?.searchCenter?.label;
    place = label && !coordinatesLabel.test(label) ? label : defaultLocation.label;
  }
  const text = params.restaurantOrCuisine?.trim();
  return text ? `${text} · ${place}` : place;
}
