"use client";

import { useEffect, useRef, useState } from "react";
import type { MerchantSearchParams } from "@/shared/contracts/merchant-values";
import { isCurrentLocation, placeNeed } from "@/shared/merchants/search-place";
import type { GeolocationPermission } from "@/lib/client/browser-position";
import type { LocatedMode } from "./located-place";

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
  // The flow's code (the steps, the browser's geolocation, the 5-minute re-read) loads only when
  // the URL needs a place or follows the browser: a searched place, which the server draws,
  // never loads it (decision 0041).
  let mode: LocatedMode | null = need === "ready" ? null : need;
  if (need === "ready" && isCurrentLocation(params)) mode = "follow";

  useEffect(() => {
    if (!mode) return;
    let live = true;
    let stop: (() => void) | undefined;
    void import("./located-place").then((module) => {
      // Started even when the need already ended, and stopped at once: the browser's answer about
      // permission still counts, the place it found is dropped.
      stop = module.runLocatedSearch(mode, latest, setPermission);
      if (!live) stop();
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [mode]);

  const ready = need === "ready";
  return { ready, locating: !ready, permission };
}
