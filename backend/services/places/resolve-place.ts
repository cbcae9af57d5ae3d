import "server-only";
import { editDistance } from "./edit-distance";
import { normalizeName, placeIndex, stateCode, zipPlace, type NamedPlace, type Place } from "./place-index";

/**
 * What a typed place means: one place; a typo with one clear spelling, read as that place; several
 * to choose from; or none (perhaps with a near spelling to suggest).
 */
export type PlaceResolution =
  | { kind: "found"; place: Place }
  | { kind: "corrected"; place: Place }
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
 * The places nearest in spelling to a place not found ("Chicgo, IL" → Chicago, IL): those at the
 * smallest edit distance, at most one edit per four letters, one entry per place, in the index's
 * order (seeded places and larger cities first).
 */
function nearestSpellings(text: string): NamedPlace[] {
  const parsed = readings(text)[0];
  if (!parsed || parsed.name.length < 3) return [];
  const limit = Math.max(1, Math.floor(parsed.name.length / 4));
  let best = limit;
  let nearest: NamedPlace[] = [];
  for (const named of placeIndex().names) {
    if (parsed.state && named.place.state !== parsed.state) continue;
    if (Math.abs(named.name.length - parsed.name.length) > limit) continue;
    const distance = editDistance(parsed.name, named.name, limit);
    if (distance > limit || distance > best) continue;
    if (distance < best) {
      best = distance;
      nearest = [];
    }
    if (!nearest.some((other) => other.place.label === named.place.label)) nearest.push(named);
  }
  return nearest;
}

/** The likeliest spelling of a place not found, for "Did you mean …?": the first of the nearest. */
export function nearestSpelling(text: string): Place | null {
  return nearestSpellings(text)[0]?.place ?? null;
}

/**
 * The nearest spelling when it is the one clear reading of a typo (decision 0058): no other
 * place is as near, or it is the only one as near where the program has restaurants (the rule
 * `matches` applies to names typed right: "Chicgo" is Chicago, IL, not Chico, CA). Null when
 * several are as likely ("Springfeld"): the visitor chooses.
 */
function clearSpelling(text: string): Place | null {
  const nearest = nearestSpellings(text);
  const seeded = nearest.filter((named) => named.seeded);
  const pool = seeded.length > 0 ? seeded : nearest;
  return pool.length === 1 ? (pool[0]?.place ?? null) : null;
}

/**
 * A typed place (not coordinates, not "Current Location") as the search understands it: a ZIP
 * code; a city with or without a comma and state, its state as a code or a name; a bare city;
 * a neighbourhood or alias of a seeded metro. A name several places share is a choice; a name
 * nobody has is read as its one clear spelling, or else gets the nearest spelling as a suggestion.
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
  const clear = clearSpelling(text);
  if (clear) return { kind: "corrected", place: clear };
  return { kind: "unknown", suggestion: nearestSpelling(text) };
}
