"use client";

import { useEffect, useState } from "react";
import { FavoriteButton } from "@/components/merchants/favorite-button";
import { useMember } from "@/components/shell/use-member";
import { fetchFavoriteIds } from "@/lib/client/api/favorites";

/**
 * The favourite heart for signed-in members. The page is shared and cached, so whether this
 * merchant is a favourite is asked in the browser; the heart waits for that answer.
 */
export function FavoriteIsland({ merchantId, merchantName }: { merchantId: string; merchantName: string }) {
  const state = useMember();
  const signedIn = state.status === "member";
  const [initial, setInitial] = useState<boolean | null>(null);

  useEffect(() => {
    if (!signedIn) return;
    const controller = new AbortController();
    fetchFavoriteIds(controller.signal)
      .then((ids) => {
        setInitial(ids.includes(merchantId));
      })
      .catch(() => {
        // No list (an older backend, a network blip): start empty; toggling still works.
        if (!controller.signal.aborted) setInitial(false);
      });
    return () => {
      controller.abort();
    };
  }, [signedIn, merchantId]);

  if (!signedIn || initial === null) return null;
  return <FavoriteButton merchantId={merchantId} merchantName={merchantName} initial={initial} />;
}
