import "client-only";
import { queryOptions } from "@tanstack/react-query";
import { fetchCurrentMember } from "@/lib/client/api/member";
import { memberKeys } from "./keys";
import { queryClient } from "./query-client";

/**
 * The signed-in member, one query for every component of the page (navbar, overlays, account
 * screens). Never stale on its own: the spec refreshes it on each route change and after the
 * member changes something (refreshMember), never on a timer, focus or reconnect.
 */
export const currentMemberQuery = queryOptions({
  queryKey: memberKeys.current(),
  queryFn: ({ signal }) => fetchCurrentMember(signal),
  staleTime: Number.POSITIVE_INFINITY,
});

/**
 * Reads the member again now (which also slides the session), for every component showing it;
 * resolves once the answer is in. Concurrent calls share one request.
 */
export async function refreshMember(): Promise<void> {
  await queryClient()
    .query({ ...currentMemberQuery, staleTime: 0 })
    .catch(() => undefined);
}
