"use client";

import "client-only";
import { usePathname } from "next/navigation";
import { useHydrated } from "./use-hydrated";

/**
 * The path the visitor sees, or null until the page has hydrated. Static pages are rendered at
 * their rewritten path (/<partner>/...), so anything that depends on the path waits for the
 * browser instead of rendering a wrong first guess.
 */
export function useVisiblePathname(): string | null {
  const pathname = usePathname();
  return useHydrated() ? pathname : null;
}
