import "client-only";
import { environmentManager, QueryClient } from "@tanstack/react-query";

/**
 * The app's defaults; each query sets its own staleTime, with the reason beside it. No retry:
 * a failure shows at once, and a 401 or a 400 would fail again anyway. No refetch on focus or
 * reconnect: the spec refreshes the member on route changes only (public-and-shared §4).
 */
function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false },
      mutations: { retry: false },
    },
  });
}

let browserClient: QueryClient | undefined;

/**
 * The one QueryClient of the page: made once in the browser (kept across client navigations),
 * and a fresh one per server render, so no member's data is ever shared between requests.
 */
export function queryClient(): QueryClient {
  if (environmentManager.isServer()) return makeQueryClient();
  browserClient ??= makeQueryClient();
  return browserClient;
}
