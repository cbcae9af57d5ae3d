import "server-only";
import type { PlaceSuggestions } from "@/shared/contracts/places";
import { normalizeName, placeIndex, stateCode, zipsStartingWith, type Place } from "./place-index";
import { nearestSpelling } from "./resolve-place";

const digitsPattern = /^\d{1,5}$/;

function option(place: Place) {
  return { label: place.label, kind: place.kind };
}

/** "chicago il" and "chicago, il" both read as the name "chicago" in IL; a lone word has no state. */
function nameAndState(query: string): { name: string; state: string | null }[] {
  const words = normalizeName(query).split(" ");
  const options: { name: string; state: string | null }[] = [{ name: words.join(" "), state: null }];
  for (let take = 1; take <= Math.min(3, words.length - 1); take += 1) {
    const state = stateCode(words.slice(-take).join(" "));
    if (state) options.unshift({ name: words.slice(0, -take).join(" "), state });
  }
  return options;
}

/**
 * Places for the location box as the visitor types (no external geocoder): ZIP codes by their
 * first digits; otherwise cities, seeded neighbourhoods and metro aliases whose name starts with
 * the text, places with restaurants and larger cities first. Nothing by prefix: the nearest
 * spelling, as "Did you mean …?".
 */
export function suggestPlaces(query: string, limit: number): PlaceSuggestions {
  const trimmed = query.trim();
  if (digitsPattern.test(trimmed)) {
    return {
      places: zipsStartingWith(trimmed, limit).map(({ zip, city }) => ({
        label: zip,
        kind: "zip" as const,
        detail: city,
      })),
      didYouMean: null,
    };
  }
  const readings = nameAndState(trimmed);
  const typedLabel = normalizeName(trimmed);
  const seen = new Set<string>();
  const places: PlaceSuggestions["places"] = [];
  for (const named of placeIndex().names) {
    if (places.length >= limit) break;
    const fits =
      named.labelKey.startsWith(typedLabel) ||
      readings.some(
        (reading) =>
          reading.name &&
          named.name.startsWith(reading.name) &&
          (!reading.state || named.place.state === reading.state),
      );
    if (!fits || seen.has(named.place.label)) continue;
    seen.add(named.place.label);
    places.push(option(named.place));
  }
  const spelling = places.length === 0 ? nearestSpelling(trimmed) : null;
  return { places, didYouMean: spelling ? option(spelling) : null };
}
