"use client";

import "client-only";
import { useEffect, useState } from "react";

/**
 * What `load` resolves to (a component's code, typically), once `enabled` has been true and it
 * has arrived; null until then. One state change when it lands, instead of a Suspense boundary
 * per place that draws it: a part drawn in many places (the search page's thirty card islands)
 * draws everywhere in one commit. A failed load stays null: the caller keeps its placeholder.
 */
export function useLoaded<T>(load: () => Promise<T>, enabled: boolean): T | null {
  const [loaded, setLoaded] = useState<{ value: T } | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    load()
      .then((value) => {
        if (live) setLoaded({ value });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [load, enabled]);
  return loaded ? loaded.value : null;
}
