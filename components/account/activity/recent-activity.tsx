"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { Suspense, useState } from "react";
import { ActivityScreen } from "./activity-screen";
import type { ActivityCopy, ActivityPartner } from "./activity-types";

/**
 * The recent-activity page's client app with its own QueryClient. Activity changes only when a
 * meal posts (days), so a page read once stays fresh for five minutes: paging back and forth
 * does not ask again. No retry: a failure shows the empty state at once; 401 is never retried.
 */
export function RecentActivity({ partner, copy }: { partner: ActivityPartner; copy: ActivityCopy }) {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: {
            staleTime: 300_000,
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
      <Suspense
        fallback={
          <p role="status" className="text-muted py-6 text-center">
            Loading your activity…
          </p>
        }
      >
        <ActivityScreen partner={partner} copy={copy} />
      </Suspense>
    </QueryClientProvider>
  );
}
