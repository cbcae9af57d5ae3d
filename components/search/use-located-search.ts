"use client";

import { useEffect, useRef, useState } from "react";
import { readStored } from "@/lib/client/browser/stored-values";
import { searchGeolocation } from "@/lib/shared/constants";
import { currentLocationValue, type MerchantSearchParams } from "@/lib/shared/contracts/merchants";
import { isCurrentLocation, placeNeed, type PlaceNeed } from "@/lib/shared/merchants/search-place";
import {
  browserPosition,
  geolocationPermission,
  searchPosition,
  type GeolocationPermission,
} from "@/lib/client/browser-position";

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
 * The location flow of the search page (public-and-shared §4) as one decision per need:
 * a URL without a place takes the manual location typed last at once; otherwise (and for
 * "Current Location" without coordinates) the browser's position when the visitor already
 * granted it, else the spec's fallback point. Nothing here prompts: the prompt belongs to the
 * "Use my location" button. A decision that arrives after the visitor searched somewhere
 * themselves is dropped (the URL no longer needs it), so what they typed is never replaced.
 * While searching from Current Location with permission, the position is re-read every 5 minutes.
 */
export function useLocatedSearch(
  params: MerchantSearchParams,
  replace: (next: MerchantSearchParams) => void,
): { ready: boolean; locating: boolean; permission: GeolocationPermission | null } {
  const latest = useRef({ params, replace });
  useEffect(() => {
    latest.current = { params, replace };
  });
  const [permission, setPermission] = useState<GeolocationPermission | null>(null);
  const need = placeNeed(params);

  useEffect(() => {
    if (need === "ready") return;
    const manual = need === "place" ? (readStored("manualSearchLocation") ?? "") : "";
    if (manual) {
      latest.current.replace(locatedParams(latest.current.params, need, { manual }));
      return;
    }
    // Cleared when the need ends (the visitor searched, Back was pressed): a late answer is dropped.
    let wanted = true;
    void searchPosition().then((position) => {
      setPermission(position.permission);
      if (!wanted) return;
      const { latitude, longitude } = position;
      latest.current.replace(
        locatedParams(latest.current.params, need, {
          latitude,
          longitude,
          fromBrowser: position.source === "browser",
        }),
      );
    });
    return () => {
      wanted = false;
    };
  }, [need]);

  // Re-read the position every 5 minutes while searching from it; move only when it changed.
  const followsBrowser = need === "ready" && isCurrentLocation(params);
  useEffect(() => {
    if (!followsBrowser) return;
    const timer = window.setInterval(() => {
      void geolocationPermission()
        .then((state) => (state === "granted" ? browserPosition() : null))
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
  }, [followsBrowser]);

  const ready = need === "ready";
  return { ready, locating: !ready, permission };
}
