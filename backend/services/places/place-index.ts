import "server-only";
import zipcodes from "zipcodes";
import { metros } from "@/backend/db/seed/metros";

/** A place the location box knows: what it reads as, where it is, and what kind of place it is. */
export interface Place {
  /** What the search names it by, and what the box shows once chosen: "Chicago, IL". */
  label: string;
  latitude: number;
  longitude: number;
  kind: "city" | "neighborhood" | "zip";
  /** The two-letter state, for narrowing "Springfield, IL" and "chicago il". */
  state: string;
}

/** One name a place answers to, normalised for matching ("chicago", "wicker park"). */
export interface NamedPlace {
  name: string;
  place: Place;
  /** Seeded metros and their neighbourhoods: where the program's restaurants are. */
  seeded: boolean;
  /** ZIP codes the city spans: a stand-in for its size when ranking equal names. */
  size: number;
  /** The label normalised ("chicago il"), so a half-typed state ("Chicago, I") still matches. */
  labelKey: string;
}

/** Lower case, punctuation as spaces, single spaces: "St. Louis," reads as "st louis". */
export function normalizeName(raw: string): string {
  return raw
    .toLowerCase()
    .replace(/[^a-z0-9' ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

function round(value: number): number {
  return Number(value.toFixed(6));
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

interface PlaceIndex {
  /** Every name, seeded places first, then larger cities: the order suggestions are listed in. */
  names: readonly NamedPlace[];
  /** "chicago|IL" → the city. */
  cities: ReadonlyMap<string, NamedPlace>;
  /** Normalised name → every place of that name. */
  byName: ReadonlyMap<string, readonly NamedPlace[]>;
}

let index: PlaceIndex | undefined;

/**
 * Cities from the `zipcodes` data (a city's point is the median of its ZIP codes' centres, so
 * the package's few misplaced entries cannot drag it), plus the seeded metros' neighbourhoods and
 * aliases. Built once, on the first lookup; about 30,000 names.
 */
export function placeIndex(): PlaceIndex {
  if (index) return index;
  const zipsByCity = new Map<string, zipcodes.ZipCode[]>();
  for (const code of Object.values(zipcodes.codes)) {
    if (code.country !== "US") continue;
    const key = `${normalizeName(code.city)}|${code.state}`;
    const list = zipsByCity.get(key) ?? [];
    list.push(code);
    zipsByCity.set(key, list);
  }
  const seededCities = new Set(metros.map((metro) => `${normalizeName(metro.city)}|${metro.state}`));
  const cities = new Map<string, NamedPlace>();
  for (const [key, codes] of zipsByCity) {
    const first = codes[0];
    if (!first) continue;
    cities.set(key, {
      name: normalizeName(first.city),
      labelKey: normalizeName(`${first.city} ${first.state}`),
      seeded: seededCities.has(key),
      size: codes.length,
      place: {
        label: `${first.city}, ${first.state}`,
        latitude: round(median(codes.map((code) => code.latitude))),
        longitude: round(median(codes.map((code) => code.longitude))),
        kind: "city",
        state: first.state,
      },
    });
  }
  const extra: NamedPlace[] = [];
  for (const metro of metros) {
    const city = cities.get(`${normalizeName(metro.city)}|${metro.state}`);
    for (const alias of metro.aliases) {
      if (city) extra.push({ ...city, name: normalizeName(alias) });
    }
    for (const neighborhood of metro.neighborhoods) {
      extra.push({
        name: normalizeName(neighborhood.name),
        labelKey: normalizeName(`${neighborhood.name} ${metro.city} ${metro.state}`),
        seeded: true,
        size: 1,
        place: {
          label: `${neighborhood.name}, ${metro.city}, ${metro.state}`,
          latitude: neighborhood.latitude,
          longitude: neighborhood.longitude,
          kind: "neighborhood",
          state: metro.state,
        },
      });
    }
  }
  const names = [...cities.values(), ...extra].sort(
    (a, b) => Number(b.seeded) - Number(a.seeded) || b.size - a.size || a.name.localeCompare(b.name),
  );
  const byName = new Map<string, NamedPlace[]>();
  for (const named of names) {
    const list = byName.get(named.name) ?? [];
    // One entry per label: "Downtown" of two metros are two places, an alias of a city is not a second one.
    if (!list.some((other) => other.place.label === named.place.label)) list.push(named);
    byName.set(named.name, list);
  }
  index = { names, cities, byName };
  return index;
}

/** A ZIP code as a place ("60611"), or null when the data has no such US code. */
export function zipPlace(zip: string): Place | null {
  const code = zipcodes.lookup(zip);
  if (!code || code.country !== "US") return null;
  return {
    label: code.zip,
    latitude: code.latitude,
    longitude: code.longitude,
    kind: "zip",
    state: code.state,
  };
}

/** US ZIP codes starting with these digits, for suggestions while a ZIP is typed. */
export function zipsStartingWith(digits: string, limit: number): { zip: string; city: string }[] {
  const found: { zip: string; city: string }[] = [];
  for (const code of Object.values(zipcodes.codes)) {
    if (code.country !== "US" || !code.zip.startsWith(digits)) continue;
    found.push({ zip: code.zip, city: `${code.city}, ${code.state}` });
    if (found.length >= limit) break;
  }
  return found;
}

/** "IL", "il", "Illinois" → "IL"; anything else → null. */
export function stateCode(raw: string): string | null {
  const trimmed = raw.trim();
  if (!trimmed) return null;
  const normalized = zipcodes.states.normalize(trimmed.toUpperCase());
  return zipcodes.states.abbr[normalized] ? normalized : null;
}

/**
 * The city nearest to a point ("Chicago, IL" for 41.88,-87.63): how a search from the browser's
 * position or the fallback point can name where it is, without an external geocoder. None
 * beyond about 50 miles: a point at sea or abroad is not "near" a US city.
 */
export function nearestCityLabel(latitude: number, longitude: number): string | null {
  // Degrees of longitude shrink with latitude; scaled, plain distance ranks well enough nearby.
  const scale = Math.cos((latitude * Math.PI) / 180);
  let best: { label: string; score: number } | null = null;
  for (const city of placeIndex().cities.values()) {
    const miles = 69 * Math.hypot(city.place.latitude - latitude, scale * (city.place.longitude - longitude));
    if (miles > 50) continue;
    // A town of many ZIP codes wins over a one-building "city" (a company's own ZIP) a little closer.
    const score = miles - 2 * Math.log2(city.size);
    if (!best || score < best.score) best = { label: city.place.label, score };
  }
  return best?.label ?? null;
}
