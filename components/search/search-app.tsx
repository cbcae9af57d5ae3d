"use client";

import { Suspense } from "react";
import type { MerchantCardPartner } from "@/components/merchants/merchant-card-model";
import type { SearchCopy } from "@/lib/shared/copy/search-copy";
import type { FirstSearchPage } from "@/lib/shared/merchants/search-place";
import type { SearchFeatures } from "./search-features";
import { SearchScreen } from "./search-screen";

/**
 * The search page's client app, on the site's one QueryClient (components/shell/query-provider.tsx).
 */
export function SearchApp({
  partner,
  features,
  copy,
  sidebar,
  first,
}: {
  partner: MerchantCardPartner;
  features: SearchFeatures;
  copy: SearchCopy;
  /** The partner's 'search' sidebar, when it has one. */
  sidebar?: string | undefined;
  /** The URL's search as the server answered it (null: the browser searches). */
  first: FirstSearchPage | null;
}) {
  return (
    // useSearchParams needs a boundary so the rest of the page still renders statically.
    <Suspense fallback={<p className="content-width py-10">Loading search…</p>}>
      <SearchScreen partner={partner} features={features} copy={copy} sidebar={sidebar} first={first} />
    </Suspense>
  );
}
