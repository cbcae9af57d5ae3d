import { readStored } from "@/lib/client/browser/stored-values";
import {
  browserPosition,
  fallbackPosition,
  geolocationPermission,
  searchPosition,
  type GeolocationPermission,
} from "@/lib/client/browser-position";
import { searchGeolocation } from "@/shared/constants";
import { currentLocationValue, type MerchantSearchParams } from "@/shared/contracts/merchant-values";
import { isCurrentLocation, type PlaceNeed } from "@/shared/merchants/search-place";

// The steps of the search page's location flow, loaded only when the URL needs a place (a bare
// /search, Current Location without coordinates) or follows the browser's position (Current
// Location with coordinates): a URL naming its place never runs them (decision 0041).

/** Fields that say where to search; the rest of a stored search (filters, sort) carries over. */
const placeKeys = ["location", "latitude", "longitude", "bounds", "pageNo", "favorites"] as const;

function storedSearch(): MerchantSearchParams {
  try {
    const parsed: unknown = JSON.parse(readStored("lastSearch") ?? "{}");
    if (!parsed || typeof parsed !== "object") return {};
    const entries = Object.entries(parsed as MerchantSearchParams).filter(
      ([key, value]) => typeof value === "string" && !(placeKeys as readonly string[]).includes(key),
    );
    return Object.fromEntries(entries);
  } catch {
    return {};
  }
}

/**
 * The URL a page that needs a place moves to, given the manual location typed last and the point
 * the browser (or the fallback) gave. Pure, so each step of the flow is a test, not an effect.
 */
export function locatedParams(
  params: MerchantSearchParams,
  need: Exclude<PlaceNeed, "ready">,
  found: { manual: string } | { latitude: number; longitude: number; fromBrowser: boolean },
): MerchantSearchParams {
  const base = need === "place" ? { ...storedSearch(), ...params } : params;
  if ("manual" in found) return { ...base, location: found.manual };
  const coordinates = { latitude: String(found.latitude), longitude: String(found.longitude) };
  // The browser's own position reads "Current Location"; a fallback point is searched by
  // coordinates alone, and the input shows the default place name.
  return found.fromBrowser
    ? { ...base, location: currentLocationValue, ...coordinates }
    : { ...base, location: undefined, ...coordinates };
}

/**
 * Where a URL that needs a place searches: the manual location typed last at once; otherwise the
 * browser's position when the visitor already granted it, else the spec's fallback point (nothing
 * here prompts). `current` reads the URL when the answer is in. `permission` is what the browser
 * said, when it was asked (null for the manual location).
 */
export async function locatedPlace(
  need: Exclude<PlaceNeed, "ready">,
  current: () => MerchantSearchParams,
): Promise<{ next: MerchantSearchParams; permission: GeolocationPermission | null }> {
  const manual = need === "place" ? (readStored("manualSearchLocation") ?? "") : "";
  if (manual) return { next: locatedParams(current(), need, { manual }), permission: null };
  const position = await searchPosition();
  const { latitude, longitude } = position;
  return {
    next: locatedParams(current(), need, { latitude, longitude, fromBrowser: position.source === "browser" }),
    permission: position.permission,
  };
}

/** What the flow does for a URL: find it a place (its need), or follow the browser's position. */
export type LocatedMode = Exclude<PlaceNeed, "ready"> | "follow";

/** The URL as the page reads it now, and how the flow moves it (a replace, not a new entry). */
interface LocatedSearch {
  params: MerchantSearchParams;
  replace: (next: MerchantSearchParams) => void;
}

async function grantedPosition(): Promise<{ latitude: number; longitude: number } | null> {
  return (await geolocationPermission()) === "granted" ? browserPosition() : null;
}

/**
 * Re-reads the position every 5 minutes (only where the visitor granted it) while the URL
 * searches from it, and moves only when it changed. Returns the stop.
 */
function followPosition(latest: { readonly current: LocatedSearch }): () => void {
  const timer = window.setInterval(() => {
    grantedPosition()
      .then((position) => {
        const current = latest.current.params;
        if (!position || !isCurrentLocation(current)) return;
        const latitude = String(position.latitude);
        const longitude = String(position.longitude);
        if (current.latitude !== latitude || current.longitude !== longitude) {
          latest.current.replace({ ...current, latitude, longitude });
        }
      })
      .catch(() => undefined);
  }, searchGeolocation.refreshMs);
  return () => {
    window.clearInterval(timer);
  };
}

/**
 * Runs the flow for `mode` (components/search/use-located-search.ts) against the page's latest
 * URL; the returned stop runs when the URL no longer needs it. A place found after the stop is
 * dropped (the visitor searched, Back was pressed); what the browser said about permission is
 * still handed to `onPermission`.
 */
export function runLocatedSearch(
  mode: LocatedMode,
  latest: { readonly current: LocatedSearch },
  onPermission: (permission: GeolocationPermission) => void,
): () => void {
  if (mode === "follow") return followPosition(latest);
  let wanted = true;
  void locatedPlace(mode, () => latest.current.params).then(({ next, permission }) => {
    if (permission !== null) onPermission(permission);
    if (wanted) latest.current.replace(next);
  });
  return () => {
    wanted = false;
  };
}

/**
 * Where "Use my location" searches: the browser's position as Current Location (the press itself
 * is what asks), else the fallback point by coordinates alone. `base` is the search to run from
 * there (its place fields cleared); `onBlocked` says whether the browser refused, as soon as it
 * answered (before the fallback point is fetched).
 */
export async function pressedLocation(
  base: MerchantSearchParams,
  onBlocked: (blocked: boolean) => void,
): Promise<MerchantSearchParams> {
  try {
    const { latitude, longitude } = await browserPosition();
    onBlocked(false);
    return {
      ...base,
      location: currentLocationValue,
      latitude: String(latitude),
      longitude: String(longitude),
    };
  } catch {
    onBlocked(true);
    const { latitude, longitude } = await fallbackPosition();
    return { ...base, location: undefined, latitude: String(latitude), longitude: String(longitude) };
  }
}
