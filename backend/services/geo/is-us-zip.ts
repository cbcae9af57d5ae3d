import "server-only";
import zipcodes from "zipcodes";

const fiveDigits = /^\d{5}$/;

/**
 * A ZIP code that exists in the United States, its territories and military post offices,
 * read from the same `zipcodes` data the location search resolves "city, state or ZIP" with.
 * The package also knows Canadian postal codes, hence the country check.
 */
export function isUsZip(zip: string): boolean {
  if (!fiveDigits.test(zip)) return false;
  return zipcodes.lookup(zip)?.country === "US";
}
