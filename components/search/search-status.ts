import { defaultLocation } from "@/lib/shared/constants";
import type { MerchantSearchResponse } from "@/lib/shared/contracts/merchants";

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
