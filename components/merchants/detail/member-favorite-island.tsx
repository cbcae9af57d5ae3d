"use client";

import { useQuery } from "@tanstack/react-query";
import { FavoriteButton } from "@/components/merchants/favorite-button";
import { favoriteIdsQuery } from "@/lib/client/query/favorite-ids-query";

/**
 * The signed-in member's heart on the merchant page, once their favourites list is in. Loaded by
 * FavoriteIsland only once the member's answer says someone is signed in (decision 0040).
 */
export function MemberFavoriteIsland({
  merchantId,
  merchantName,
}: {
  merchantId: string;
  merchantName: string;
}) {
  const favorites = useQuery(favoriteIdsQuery);

  if (favorites.isPending) return null;
  // No list (an older backend, a network blip): start as not a favourite; toggling still works.
  const initial = favorites.data?.includes(merchantId) ?? false;
  return <FavoriteButton merchantId={merchantId} merchantName={merchantName} initial={initial} />;
}
