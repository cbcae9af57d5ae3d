import { currentLocationValue } from "@/shared/contracts/merchant-values";

/**
 * What the search page's location input holds (public-and-shared §2 Search: the input has a
 * pattern error). A place name is anything people call a place: "Chicago", "chicago il",
 * "Chicago, IL", "Wicker Park", "Coeur d'Alene, ID"; the server decides whether it knows it
 * (and offers a choice or a spelling). Only text that cannot name a place at all (digits that
 * are not a ZIP code, symbols) shows locationPatternMessage instead of searching.
 */
export type LocationInputKind = "empty" | "current" | "zip" | "place" | "invalid";

const zipPattern = /^\d{5}(?:-\d{4})?$/;
// Letters first, then letters, spaces, dots, apostrophes, hyphens or commas, ending in a letter or dot.
const placePattern = /^[A-Za-z][A-Za-z .,'-]*[A-Za-z.]$/;

export function classifyLocationInput(raw: string): LocationInputKind {
  const value = raw.trim();
  if (!value) return "empty";
  if (value.toLowerCase() === currentLocationValue.toLowerCase()) return "current";
  if (zipPattern.test(value)) return "zip";
  if (placePattern.test(value)) return "place";
  return "invalid";
}
