import { currentLocationValue } from "@/lib/shared/contracts/merchants";

/**
 * What the search page's location input holds (public-and-shared §2 Search: the input has a
 * pattern error). Anything other than the special "Current Location", a ZIP code or
 * "city, state" shows locationPatternMessage instead of searching.
 */
export type LocationInputKind = "empty" | "current" | "zip" | "cityState" | "invalid";

const zipPattern = /^\d{5}(?:-\d{4})?$/;
// A city of letters, spaces, dots, apostrophes or hyphens, a comma, then a state code or name.
const cityStatePattern = /^[A-Za-z][A-Za-z .'-]*,\s*[A-Za-z][A-Za-z .]*[A-Za-z]$/;

export function classifyLocationInput(raw: string): LocationInputKind {
  const value = raw.trim();
  if (!value) return "empty";
  if (value.toLowerCase() === currentLocationValue.toLowerCase()) return "current";
  if (zipPattern.test(value)) return "zip";
  if (cityStatePattern.test(value)) return "cityState";
  return "invalid";
}

/** The same pattern for the input's `pattern` attribute (the browser's own validity, kept in step). */
export const locationInputPattern = `\\s*(?:[Cc]urrent [Ll]ocation|\\d{5}(?:-\\d{4})?|[A-Za-z][A-Za-z .'\\-]*,\\s*[A-Za-z][A-Za-z .]*[A-Za-z])\\s*`;
