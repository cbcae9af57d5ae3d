"use client";

import type { ReactNode } from "react";
import { isInsideNativeApp } from "@/shared/rules/app-version";
import { useBrowserValue } from "@/lib/client/hooks/use-hydrated";

/** Renders its children only outside the native app (app-store badges make no sense inside it). */
export function OutsideNativeApp({ children }: { children: ReactNode }) {
  const inside = useBrowserValue(() => isInsideNativeApp(navigator.userAgent), false);
  return inside ? null : children;
}
