"use client";

import { useEffect, useRef } from "react";
import { readStored } from "@/lib/client/browser/stored-values";
import { searchGeolocation } from "@/lib/shared/constants";
import { currentLocationValue, type MerchantSearchParams } from "@/lib/shared/contracts/merchants";
import { browserPosition, searchPosition } from "@/lib/client/browser-position";

/** Fields that say where to search; the rest of a stored search (filters, sort) carries over. */
const placeKeys = ["location", "latitude", "longitude", "bounds", "pageNo", "favorites"] as const;

function hasPlace(params: MerchantSearchParams): boolean {
  return Boolean(params.location ?? params.latitude ?? params.bounds);
}

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
 * The location flow of the search page (public-and-shared §4). A URL without a place starts
 * from the last successful search's filters and the manual location typed last, else the
 * browser's position (with the server's and then the fixed fallback). "Current Location"
 * without coordinates is located first, and with coordinates re-read every 5 minutes.
 * Returns whether the URL is ready to search, and whether a position request is under way.
 */
export function useLocatedSearch(
  params: MerchantSearchParams,
  replace: (next: MerchantSearchParams) => void,
): { ready: boolean; locating: boolean } {
  const latest = useRef({ params, replace });
  useEffect(() => {
    latest.current = { params, replace };
  });

  const needsPlace = !hasPlace(params);
  const isCurrent = params.location?.toLowerCase() === currentLocationValue.toLowerCase();
  const needsCoordinates = isCurrent && (!params.latitude || !params.longitude);

  useEffect(() => {
    if (!needsPlace && !needsCoordinates) return;
    let cancelled = false;
    const manual = needsPlace ? (readStored("manualSearchLocation") ?? "") : "";
    if (manual) {
      replace({ ...storedSearch(), ...latest.current.params, location: manual });
      return;
    }
    void searchPosition().then((position) => {
      if (cancelled) return;
      const base = needsPlace ? { ...storedSearch(), ...latest.current.params } : latest.current.params;
      const coordinates = { latitude: String(position.latitude), longitude: String(position.longitude) };
      // The browser's own position reads "Current Location"; a fallback point is searched by
      // coordinates alone, and the input shows the default place name.
      latest.current.replace(
        position.source === "browser"
          ? { ...base, location: currentLocationValue, ...coordinates }
          : { ...base, location: undefined, ...coordinates },
      );
    });
    return () => {
      cancelled = true;
    };
    // Runs when the URL starts to need a place, not on every other change of it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [needsPlace, needsCoordinates]);

  // Re-read the position every 5 minutes while searching from it; move only when it changed.
  useEffect(() => {
    if (!isCurrent || needsCoordinates) return;
    const timer = window.setInterval(() => {
      void browserPosition()
        .then((position) => {
          const current = latest.current.params;
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
  }, [isCurrent, needsCoordinates]);

  const ready = !needsPlace && !needsCoordinates;
  // Until the URL names a place the page is locating (a stored manual place applies at once).
  return { ready, locating: !ready };
}
