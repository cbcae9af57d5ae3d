"use client";

import type { ReactNode } from "react";
import type { MerchantCardPartner } from "@/components/merchants/merchant-card-model";
import type { MapSource } from "@/shared/contracts/map";
import type { SearchCopy } from "@/shared/copy/search-copy";
import type { FirstSearchPage } from "@/shared/merchants/search-place";
import type { SearchFeatures } from "./search-features";
import { SearchScreen, type DrawnPager } from "./search-screen";

/**
 * The search page's client app, on the site's one QueryClient (components/shell/query-provider.tsx).
 *
 * No Suspense boundary around it: the page renders per request (it reads the URL's search), so
 * useSearchParams never suspends here, and a boundary would only let React stream the results
 * as a separate segment after a fallback (it outlines boundaries over ~12 KB). The browser then
 * paints the footer under the fallback and moves it when the results land (CLS 0.58 on a phone).
 */
export function SearchApp(props: {
  partner: MerchantCardPartner;
  features: SearchFeatures;
  copy: SearchCopy;
  /** The partner's 'search' sidebar, drawn on the server, when it has one. */
  sidebar?: ReactNode;
  /** The URL's search as the server answered it (null: the browser searches). */
  first: FirstSearchPage | null;
  /** The server's cards for `first`'s merchants, in their order. */
  firstCards?: readonly ReactNode[] | undefined;
  /** The server's pager for `first`. */
  firstPager?: DrawnPager | undefined;
  /** The server's "nearest restaurants" for `first`, when it found none. */
  firstNearest?: ReactNode;
  /** The map's background: the deployment's tiles or the shipped geography (decision 0067). */
  mapSource: MapSource;
}) {
  return <SearchScreen {...props} />;
}
