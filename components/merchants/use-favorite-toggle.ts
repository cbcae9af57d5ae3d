"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { setFavorite } from "@/lib/client/api/favorites";
import { favoriteKeys, merchantKeys } from "@/lib/client/query/keys";

/**
 * Adds or removes one favourite. The server answers the member's whole list, which becomes the
 * cached list at once; search answers carry each merchant's favourite flag, so they are marked
 * stale (read again when next shown, not now: the heart on screen already shows the change).
 */
export function useFavoriteToggle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ merchantId, favorite }: { merchantId: string; favorite: boolean }) =>
      setFavorite(merchantId, favorite),
    onSuccess: (ids) => {
      queryClient.setQueryData(favoriteKeys.ids(), ids);
      return queryClient.invalidateQueries({ queryKey: merchantKeys.searches(), refetchType: "none" });
    },
  });
}
