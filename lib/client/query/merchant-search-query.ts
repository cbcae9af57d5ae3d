import "client-only";
import { queryOptions } from "@tanstack/react-query";
import { toSearchQueryString } from "@/shared/merchants/search-query-string";
import { searchMerchants } from "@/lib/client/api/merchant-search";
import type { MerchantSearchParams } from "@/shared/contracts/merchants";
import { merchantKeys } from "./keys";

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
