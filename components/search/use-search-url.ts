"use client";

import { useRouter, useSearchParams } from "next/navigation";
import { useCallback, useMemo } from "react";
import { fromUrlSearchParams, toSearchQueryString } from "@/shared/merchants/search-query-string";
import type { MerchantSearchParams } from "@/shared/contracts/merchants";

export type SearchView = "list" | "map";

/**
 * The URL is the search's single source of truth: every field and the small-screen view live
 * in the query, so a search can be shared, reloaded, and walked back with the Back button.
 * A new search is pushed (one history entry each); corrections the page makes by itself
 * (the located position, the view toggle) replace the current entry.
 */
export function useSearchUrl() {
  const searchParams = useSearchParams();
  const router = useRouter();
  const params = useMemo(() => fromUrlSearchParams(searchParams), [searchParams]);
  const view: SearchView = searchParams.get("view") === "map" ? "map" : "list";

  const navigate = useCallback(
    (next: MerchantSearchParams, options: { replace?: boolean; view?: SearchView } = {}) => {
      const query = toSearchQueryString(next);
      const nextView = options.view ?? view;
      const full = [query, nextView === "map" ? "view=map" : ""].filter(Boolean).join("&");
      const href = `/search${full ? `?${full}` : ""}`;
      // scroll: false – a search refines the page the visitor is looking at; paging scrolls itself.
      if (options.replace) router.replace(href, { scroll: false });
      else router.push(href, { scroll: false });
    },
    [router, view],
  );

  return { params, view, navigate };
}
