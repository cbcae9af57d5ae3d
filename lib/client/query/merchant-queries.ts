import "client-only";
import { queryOptions } from "@tanstack/react-query";
import { toSearchQueryString } from "@/lib/shared/merchants/search-query-string";
import { fetchFavoriteIds } from "@/lib/client/api/favorites";
import { fetchFlexOffer, searchMerchants } from "@/lib/client/api/merchants";
import type { MerchantSearchParams } from "@/lib/shared/contracts/merchants";
import { favoriteKeys, merchantKeys } from "./keys";

/** One merchant search, keyed by its query string: the same search is one cache entry wherever it runs. */
export function merchantSearchQuery(params: MerchantSearchParams) {
  return queryOptions({
    queryKey: merchantKeys.search(toSearchQueryString(params)),
    queryFn: ({ signal }) => searchMerchants(params, signal),
    // Fresh for a minute: going back to a search shows it at once, and merchants rarely change
    // within that time.
    staleTime: 60_000,
  });
}

/** The member's favourite merchant ids. */
export const favoriteIdsQuery = queryOptions({
  queryKey: favoriteKeys.ids(),
  queryFn: ({ signal }) => fetchFavoriteIds(signal),
  // Only this member changes the list, and every change goes through the favourite mutation,
  // which writes the server's answer here: nothing else can make it stale.
  staleTime: Number.POSITIVE_INFINITY,
});

/** The member's personal offer at one merchant (null: none). */
export function flexOfferQuery(merchantId: string, publicId: string) {
  return queryOptions({
    queryKey: merchantKeys.flexOffer(merchantId, publicId),
    queryFn: ({ signal }) => fetchFlexOffer(merchantId, publicId, signal),
    // An offer is set by the program for weeks at a time: one read per visit is enough.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
