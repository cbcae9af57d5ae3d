"use client";

import "client-only";
import { startTransition, useEffect, useState, useSyncExternalStore } from "react";

const noSubscription = () => () => undefined;

/**
 * Whether the page has hydrated and settled: set in a task of its own after the first hydration
 * effects, so that no component's snapshot changes while React checks hydrated snapshots.
 */
let pageHydrated = false;
const pageHydratedSnapshot = () => pageHydrated;
const serverSnapshot = () => false;

function notePageHydrated(): void {
  if (!pageHydrated) setTimeout(() => (pageHydrated = true), 0);
}

/**
 * False while rendering on the server and hydrating, true afterwards: for values only the browser
 * knows. A component mounted after the page hydrated is true at once. During hydration every
 * reader renders the server's false, and flips in one transition after it: React renders that
 * transition in slices the browser can interrupt, where a store whose browser value differs from
 * the server's makes React render every reader again at once, in one long task (decision 0045).
 */
export function useHydrated(): boolean {
  const mountedAfterHydration = useSyncExternalStore(noSubscription, pageHydratedSnapshot, serverSnapshot);
  const [flipped, setFlipped] = useState(false);
  useEffect(() => {
    notePageHydrated();
    if (!mountedAfterHydration)
      startTransition(() => {
        setFlipped(true);
      });
  }, [mountedAfterHydration]);
  return mountedAfterHydration || flipped;
}

/**
 * A browser-only value (user agent, storage), with a fallback for the server and hydration.
 * `read` must return a primitive (or the same object each time): snapshots compare by identity.
 */
export function useBrowserValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(noSubscription, read, () => serverValue);
}
