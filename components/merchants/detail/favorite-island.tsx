"use client";

import { useQuery } from "@tanstack/react-query";
import { FavoriteButton } from "@/components/merchants/favorite-button";
import { useMember } from "@/lib/client/hooks/use-member";
import { favoriteIdsQuery } from "@/lib/client/query/merchant-queries";

/**
 * The favourite heart for signed-in members. The page is shared and cached, so whether this
 * merchant is a favourite is asked in the browser; the heart waits for that answer.
 */
export function FavoriteIsland({ merchantId, merchantName }: { merchantId: string; merchantName: string }) {
  const state = useMember();
  const signedIn = state.status === "member";
  const favorites = useQuery({ ...favoriteIdsQuery, enabled: signedIn });

  if (!signedIn || favorites.isPending) return null;
  // No list (an older backend, a network blip): start as not a favourite; toggling still works.
  const initial = favorites.data?.includes(merchantId) ?? false;
  return <FavoriteButton merchantId={merchantId} merchantName={merchantName} initial={initial} />;
}
