"use client";

import { useEffect } from "react";
import { statusToast } from "@/components/ui/toasts";
import { prefetchCsrfToken } from "@/lib/browser/csrf-token";

/** Prefetches the CSRF token at start; tells the member what to do if it never arrives (spec §8). */
export function CsrfPrefetch() {
  useEffect(() => {
    void prefetchCsrfToken((token) => {
      statusToast(
        "error",
        `Something went wrong. Please refresh the page and try again. Error Code: ${token}`,
        {
          persistent: true,
        },
      );
    });
  }, []);
  return null;
}
