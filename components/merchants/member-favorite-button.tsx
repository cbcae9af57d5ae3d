"use client";

import { lazy, Suspense, type ComponentProps } from "react";
import type { FavoriteButton as FavoriteButtonType } from "./favorite-button";

// The heart is for signed-in members only and shows once the member's answer is in: its code (the
// toggle, its mutation and API call) loads then, never for a visitor (decision 0040).
const FavoriteButton = lazy(() =>
  import("./favorite-button").then((module) => ({ default: module.FavoriteButton })),
);

/**
 * The favourite heart, loaded when first drawn. It sits over a picture's corner (absolutely
 * placed), so nothing moves when it appears.
 */
export function MemberFavoriteButton(props: ComponentProps<typeof FavoriteButtonType>) {
  return (
    <Suspense fallback={null}>
      <FavoriteButton {...props} />
    </Suspense>
  );
}
