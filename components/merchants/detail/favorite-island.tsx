"use client";

import { lazy, Suspense } from "react";
import { useMember } from "@/lib/client/hooks/use-member";

// The heart is for signed-in members only: its favourites read, toggle and API calls load once
// the member's answer says there is one, never for a visitor (decision 0040). It sits over the
// picture's corner and waits for the favourites list anyway, so waiting for its code moves nothing.
const MemberFavoriteIsland = lazy(() =>
  import("./member-favorite-island").then((module) => ({ default: module.MemberFavoriteIsland })),
);

/**
 * The favourite heart for signed-in members. The page is shared and cached, so whether this
 * merchant is a favourite is asked in the browser; the heart waits for that answer.
 */
export function FavoriteIsland({ merchantId, merchantName }: { merchantId: string; merchantName: string }) {
  const state = useMember();
  if (state.status !== "member") return null;
  return (
    <Suspense fallback={null}>
      <MemberFavoriteIsland merchantId={merchantId} merchantName={merchantName} />
    </Suspense>
  );
}
