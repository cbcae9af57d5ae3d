"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { merchantSearchQuery } from "@/lib/client/query/merchant-search-query";
import type { MerchantSearchParams } from "@/shared/contracts/merchants";
import { showResultsLabel } from "@/shared/rules/filters-panel-wording";
import { withFilters } from "@/shared/rules/apply-filters";
import type { SearchFilters } from "@/shared/rules/search-filters";

/**
 * How many restaurants the filters being chosen would show, and each cuisine's count under
 * them: one smallest-page search (pageSize 1, counts asked for) per draft, cached like any
 * search. While the next count loads the last one stays, marked busy.
 */
export function usePendingCount({
  params,
  draft,
  tierLevel,
  enabled,
}: {
  params: MerchantSearchParams;
  draft: SearchFilters;
  tierLevel: number | null;
  enabled: boolean;
}) {
  // The order does not change a count: without it, every sort shares one cache entry.
  const filtered = withFilters(params, draft, tierLevel);
  const count = useQuery({
    ...merchantSearchQuery({ ...filtered, sortBy: undefined, pageSize: "1", cuisineCounts: "true" }),
    enabled,
    placeholderData: keepPreviousData,
  });
  const total = count.data?.totalResultSize;
  return {
    label: total === undefined ? "Show restaurants" : showResultsLabel(total),
    loading: count.isFetching,
    cuisineCounts: count.data?.cuisineCounts ?? [],
  };
}
