"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { Suspense, useState } from "react";
import type { MerchantCardPartner } from "@/components/merchants/merchant-card-model";
import type { SearchFeatures } from "./search-features";
import { SearchScreen } from "./search-screen";

/**
 * The search page's client app with its own QueryClient (the rest of the site has no client
 * queries yet). Results stay fresh for a minute: going back to a search shows it at once, and
 * merchants rarely change within that time. No retry: a failed search says so right away.
 */
export function SearchApp({ partner, features }: { partner: MerchantCardPartner; features: SearchFeatures }) {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: {
            staleTime: 60_000,
            retry: false,
            refetchOnWindowFocus: false,
            refetchOnReconnect: false,
          },
        },
      }),
  );
  return (
    <QueryClientProvider client={client}>
      {/* useSearchParams needs a boundary so the rest of the page still renders statically. */}
      <Suspense fallback={<p className="content-width py-10">Loading search…</p>}>
        <SearchScreen partner={partner} features={features} />
      </Suspense>
    </QueryClientProvider>
  );
}
