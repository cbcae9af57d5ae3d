"use client";

import "client-only";
import { useSyncExternalStore } from "react";

const noSubscription = () => () => undefined;

/** False while rendering on the server and hydrating, true afterwards: for values only the browser knows. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * A browser-only value (user agent, storage), with a fallback for the server and hydration.
 * `read` must return a primitive (or the same object each time): snapshots compare by identity.
 */
export function useBrowserValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(noSubscription, read, () => serverValue);
}
