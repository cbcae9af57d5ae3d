"use client";

import "client-only";
import { useCallback, useSyncExternalStore } from "react";

/**
 * Whether a media query matches, following changes (a rotated phone, a resized window). False on
 * the server and while hydrating, so what depends on it appears only after the page is live.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", changed);
      return () => {
        list.removeEventListener("change", changed);
      };
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
