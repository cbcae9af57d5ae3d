"use client";

import { useEffect } from "react";
import { useVisiblePathname } from "@/lib/client/hooks/use-visible-pathname";
import { pageViewDelayMs } from "@/shared/constants";

/**
 * Page-view analytics: posted about 500 ms after each route change, with the merchant id on
 * merchant paths. The posting code (the impressions mutation) loads when the first view is due.
 */
export function PageViews() {
  const pathname = useVisiblePathname();
  useEffect(() => {
    if (!pathname) return;
    const timer = setTimeout(() => {
      const merchantId = /^\/merchants\/([^/]+)/.exec(pathname)?.[1];
      const view = {
        channel: "web" as const,
        dateTime: new Date().toISOString(),
        userAgent: navigator.userAgent,
        event: "page_view",
        path: pathname,
        ...(merchantId ? { merchantId } : {}),
      };
      void import("@/lib/client/query/send-impressions")
        .then(({ sendImpressions }) => {
          sendImpressions([view]);
        })
        .catch(() => undefined);
    }, pageViewDelayMs);
    return () => {
      clearTimeout(timer);
    };
  }, [pathname]);
  return null;
}
