import "server-only";
import zipcodes from "zipcodes";
import { currentLocationValue, locationPatternMessage } from "@/lib/shared/contracts/merchants";

/** The point a search is measured from, and how the page names it. */
export interface SearchPoint {
  latitude: number;
  longitude: number;
  label: string;
}

/** The place typed is not one we know: the route answers 400 with the spec's wording. */
export class UnknownLocationError extends Error {
  constructor(readonly location: string) {
    super(locationPatternMessage);
    this.name = "UnknownLocationError";
  }
}

/** "Current Location" arrived without the browser's coordinates. */
export class MissingCoordinatesError extends Error {
  constructor() {
    super("Current Location needs latitude and longitude");
    this.name = "MissingCoordinatesError";
  }
}

const latLngPattern = /^(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)$/;
const zipPattern = /^(\d{5})(?:-\d{4})?$/;

function round(value: number): number {
  return Number(value.toFixed(6));
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/**
 * A city's point: the median of its ZIP codes' centres, so "Chicago, IL" lands near the middle
 * of town, and the package's few misplaced entries (a New York ZIP at +73.95 longitude) cannot drag it.
 */
const cityPoints = new Map<string, SearchPoint | null>();

function cityPoint(city: string, state: string): SearchPoint | null {
  // lookupByName scans every ZIP code; cities searched once are searched again, so keep the answer.
  const key = `${city.toLowerCase()}|${state}`;
  const known = cityPoints.get(key);
  if (known !== undefined) return known;
  const point = computeCityPoint(city, state);
  if (cityPoints.size < 10_000) cityPoints.set(key, point);
  return point;
}

function computeCityPoint(city: string, state: string): SearchPoint | null {
  const codes = zipcodes.lookupByName(city, state);
  const first = codes[0];
  if (!first) return null;
  return {
    latitude: round(median(codes.map((code) => code.latitude))),
    longitude: round(median(codes.map((code) => code.longitude))),
    label: `${first.city}, ${first.state}`,
  };
}

let citiesByName: Map<string, Set<string>> | undefined;

/** City name (lower case) → the states that have one; built once, on the first bare-city search. */
function statesOfCity(city: string): string[] {
  if (!citiesByName) {
    citiesByName = new Map();
    for (const code of Object.values(zipcodes.codes)) {
      const key = code.city.toLowerCase();
      const states = citiesByName.get(key) ?? new Set<string>();
      states.add(code.state);
      citiesByName.set(key, states);
    }
  }
  return [...(citiesByName.get(city.toLowerCase()) ?? [])];
}

function resolveState(raw: string): string | null {
  const trimmed = raw.trim();
  if (!trimmed) return null;
  const normalized = zipcodes.states.normalize(trimmed.toUpperCase());
  return zipcodes.states.abbr[normalized] ? normalized : null;
}

/**
 * The searched point from the request: "lat,lng"; "Current Location" with latitude/longitude; a
 * ZIP code; "city, state" (state as code or name); or a city name alone when only one state has
 * it. Coordinates alone (no location) also count. Null when the request names no place.
 */
export function resolveSearchLocation(input: {
  location?: string | undefined;
  latitude?: number | undefined;
  longitude?: number | undefined;
}): SearchPoint | null {
  const location = input.location?.trim() ?? "";
  const hasCoordinates = input.latitude !== undefined && input.longitude !== undefined;
  if (!location || location.toLowerCase() === currentLocationValue.toLowerCase()) {
    if (hasCoordinates) {
      return {
        latitude: input.latitude ?? 0,
        longitude: input.longitude ?? 0,
        label: location ? currentLocationValue : `${input.latitude},${input.longitude}`,
      };
    }
    if (location) throw new MissingCoordinatesError();
    return null;
  }
  const latLng = latLngPattern.exec(location);
  if (latLng) {
    const latitude = Number(latLng[1]);
    const longitude = Number(latLng[2]);
    if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) throw new UnknownLocationError(location);
    return { latitude, longitude, label: `${latitude},${longitude}` };
  }
  const zip = zipPattern.exec(location);
  if (zip?.[1]) {
    const code = zipcodes.lookup(zip[1]);
    if (!code) throw new UnknownLocationError(location);
    return { latitude: code.latitude, longitude: code.longitude, label: code.zip };
  }
  const comma = location.lastIndexOf(",");
  if (comma > 0) {
    const state = resolveState(location.slice(comma + 1));
    const point = state ? cityPoint(location.slice(0, comma).trim(), state) : null;
    if (!point) throw new UnknownLocationError(location);
    return point;
  }
  // A city alone is enough when only one state has a city of that name ("Chicago", not "Springfield").
  const states = statesOfCity(location);
  const only = states.length === 1 ? states[0] : undefined;
  const point = only ? cityPoint(location, only) : null;
  if (!point) throw new UnknownLocationError(location);
  return point;
}
