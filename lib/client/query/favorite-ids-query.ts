import "client-only";
import { queryOptions } from "@tanstack/react-query";
import { fetchFavoriteIds } from "@/lib/client/api/favorites";
import { favoriteKeys } from "./keys";

/** The member's favourite merchant ids. */
export const favoriteIdsQuery = queryOptions({
  queryKey: favoriteKeys.ids(),
  queryFn: ({ signal }) => fetchFavoriteIds(signal),
  // Only this member changes the list, and every change goes through the favourite mutation,
  // which writes the server's answer here: nothing else can make it stale.
  staleTime: Number.POSITIVE_INFINITY,
});
