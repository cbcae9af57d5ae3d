import "server-only";
import { currentLocationValue, locationPatternMessage } from "@/shared/contracts/merchants";
import { nearestCityLabel, type Place } from "../places/place-index";
import { resolvePlace } from "../places/resolve-place";

/** The point a search is measured from, and how the page names it. */
export interface SearchPoint {
  latitude: number;
  longitude: number;
  label: string;
  /** For a search from coordinates: the nearest city, so the page can say where that is. */
  place?: string;
  /** For a typo read as its one clear spelling (`label`): the place as typed (decision 0058). */
  correctedFrom?: string;
}

/** Coordinates with the name of the nearest city, when the data has one. */
function pointAt(latitude: number, longitude: number, label: string): SearchPoint {
  const place = nearestCityLabel(latitude, longitude);
  return place ? { latitude, longitude, label, place } : { latitude, longitude, label };
}

/** The place typed is not one we know: the route answers 400 with the spec's wording. */
export class UnknownLocationError extends Error {
  constructor(readonly location: string) {
    super(locationPatternMessage);
    this.name = "UnknownLocationError";
  }
}

/** The name typed is shared by several places: the visitor chooses one (the route answers 400). */
export class AmbiguousLocationError extends Error {
  constructor(
    readonly location: string,
    readonly choices: readonly Place[],
  ) {
    super(`More than one place is called ${location}. Choose one.`);
    this.name = "AmbiguousLocationError";
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

/**
 * The searched point from the request: "lat,lng"; "Current Location" with latitude/longitude; or
 * a typed place as resolvePlace reads it (ZIP, city with or without its state, neighbourhood,
 * or the one clear spelling of a typo).
 * Coordinates alone (no location) also count. Null when the request names no place.
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
      const latitude = input.latitude ?? 0;
      const longitude = input.longitude ?? 0;
      return pointAt(latitude, longitude, location ? currentLocationValue : `${latitude},${longitude}`);
    }
    if (location) throw new MissingCoordinatesError();
    return null;
  }
  const latLng = latLngPattern.exec(location);
  if (latLng) {
    const latitude = Number(latLng[1]);
    const longitude = Number(latLng[2]);
    if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) throw new UnknownLocationError(location);
    return pointAt(latitude, longitude, `${latitude},${longitude}`);
  }
  const resolution = resolvePlace(location);
  if (resolution.kind === "ambiguous") throw new AmbiguousLocationError(location, resolution.choices);
  if (resolution.kind === "unknown") throw new UnknownLocationError(location);
  const { label, latitude, longitude } = resolution.place;
  // A typo with one clear spelling is searched as that place, and the answer says so.
  if (resolution.kind === "corrected") return { label, latitude, longitude, correctedFrom: location };
  return { label, latitude, longitude };
}
