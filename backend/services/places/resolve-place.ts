import "server-only";
import { editDistance } from "./edit-distance";
import { normalizeName, placeIndex, stateCode, zipPlace, type NamedPlace, type Place } from "./place-index";

/** What a typed place means: one place, several to choose from, or none (perhaps with a near spelling). */
export type PlaceResolution =
  | { kind: "found"; place: Place }
  | { kind: "ambiguous"; choices: Place[] }
  | { kind: "unknown"; suggestion: Place | null };

/** How many places of one name a choice list offers. */
const maxChoices = 8;
const zipPattern = /^(\d{5})(?:-\d{4})?$/;

/** A name and, when the text ends in one, a state: "chicago il", "Chicago, Illinois", "new york ny". */
interface ParsedPlace {
  name: string;
  state: string | null;
}

/**
 * The readings of the text, most specific first: "x, y" splits at the comma; otherwise the last
 * one to three words may be a state ("chicago il", "portland new hampshire"), and the whole text
 * is always a reading too ("Kansas City", "Washington").
 */
function readings(text: string): ParsedPlace[] {
  const comma = text.lastIndexOf(",");
  if (comma > 0) {
    const before = normalizeName(text.slice(0, comma));
    const after = text.slice(comma + 1);
    const state = stateCode(after);
    if (state) return [{ name: before, state }];
    // "Williamsburg, Brooklyn": a neighbourhood and its metro; read the part before the comma.
    return [{ name: before, state: null }];
  }
  const words = normalizeName(text).split(" ");
  const found: ParsedPlace[] = [];
  for (let take = Math.min(3, words.length - 1); take >= 1; take -= 1) {
    const state = stateCode(words.slice(-take).join(" "));
    if (state) found.push({ name: words.slice(0, -take).join(" "), state });
  }
  found.push({ name: words.join(" "), state: null });
  return found;
}

function distinctPlaces(named: readonly NamedPlace[]): Place[] {
  const seen = new Set<string>();
  const places: Place[] = [];
  for (const entry of named) {
    if (seen.has(entry.place.label)) continue;
    seen.add(entry.place.label);
    places.push(entry.place);
  }
  return places;
}

/** Places answering to one reading: a city of that state, else any place of that name (seeded first). */
function matches(reading: ParsedPlace): readonly NamedPlace[] {
  const { cities, byName } = placeIndex();
  if (reading.state) {
    const city = cities.get(`${reading.name}|${reading.state}`);
    if (city) return [city];
    return (byName.get(reading.name) ?? []).filter((named) => named.place.state === reading.state);
  }
  const named = byName.get(reading.name) ?? [];
  // Where the program has restaurants, a seeded place wins over namesakes elsewhere
  // ("Brooklyn" is Brooklyn, NY, not Brooklyn, MI); several seeded ones are still a choice.
  const seeded = named.filter((entry) => entry.seeded);
  return seeded.length > 0 ? seeded : named;
}

/**
 * The nearest spelling of a place not found ("Chicgo, IL" → Chicago, IL): the smallest edit
 * distance, at most one edit per four letters, seeded places and larger cities first on ties.
 */
export function nearestSpelling(text: string): Place | null {
  const parsed = readings(text)[0];
  if (!parsed || parsed.name.length < 3) return null;
  const limit = Math.max(1, Math.floor(parsed.name.length / 4));
  let best: { named: NamedPlace; distance: number } | null = null;
  // The index lists seeded places and larger cities first, so the first best is the likeliest.
  for (const named of placeIndex().names) {
    if (parsed.state && named.place.state !== parsed.state) continue;
    if (Math.abs(named.name.length - parsed.name.length) > limit) continue;
    const distance = editDistance(parsed.name, named.name, limit);
    if (distance <= limit && (!best || distance < best.distance)) best = { named, distance };
  }
  return best?.named.place ?? null;
}

/**
 * A typed place (not coordinates, not "Current Location") as the search understands it: a ZIP
 * code; a city with or without a comma and state, its state as a code or a name; a bare city;
 * a neighbourhood or alias of a seeded metro. A name several places share is a choice; a name
 * nobody has gets the nearest spelling as a suggestion.
 */
export function resolvePlace(text: string): PlaceResolution {
  const zip = zipPattern.exec(text.trim());
  if (zip?.[1]) {
    const place = zipPlace(zip[1]);
    return place ? { kind: "found", place } : { kind: "unknown", suggestion: null };
  }
  for (const reading of readings(text)) {
    if (!reading.name) continue;
    const places = distinctPlaces(matches(reading));
    const only = places.length === 1 ? places[0] : undefined;
    if (only) return { kind: "found", place: only };
    if (places.length > 1) return { kind: "ambiguous", choices: places.slice(0, maxChoices) };
  }
  return { kind: "unknown", suggestion: nearestSpelling(text) };
}
