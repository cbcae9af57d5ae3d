"use client";

import { useQuery } from "@tanstack/react-query";
import { prefetchCsrfToken } from "@/lib/client/browser/csrf-token";
import { csrfKeys } from "@/lib/client/query/keys";

// Rarely needed (every try failed), so the toast's code loads only then.
function tellMember(token: string): void {
  void import("@/components/ui/toasts").then(({ statusToast }) => {
    statusToast(
      "error",
      `Something went wrong. Please refresh the page and try again. Error Code: ${token}`,
      {
        persistent: true,
      },
    );
  });
}

/** Prefetches the CSRF token at start; tells the member what to do if it never arrives (spec §8). */
export function CsrfPrefetch() {
  useQuery({
    queryKey: csrfKeys.token(),
    queryFn: () => prefetchCsrfToken(tellMember),
    // One token serves the whole page load (it is bound to this visitor's cookie), and
    // prefetchCsrfToken keeps it for the calls that need it.
    staleTime: Number.POSITIVE_INFINITY,
  });
  return null;
}
