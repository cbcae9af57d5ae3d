"use client";

import { useEffect } from "react";
import { useVisiblePathname } from "@/components/shell/use-visible-pathname";
import { postImpressions } from "@/lib/client/api/impressions";
import { pageViewDelayMs } from "@/lib/constants";

/** Page-view analytics: posted about 500 ms after each route change, with the merchant id on merchant paths. */
export function PageViews() {
  const pathname = useVisiblePathname();
  useEffect(() => {
    if (!pathname) return;
    const timer = setTimeout(() => {
      const merchantId = /^\/merchants\/([^/]+)/.exec(pathname)?.[1];
      const event = {
        channel: "web" as const,
        dateTime: new Date().toISOString(),
        userAgent: navigator.userAgent,
        event: "page_view",
        path: pathname,
        ...(merchantId ? { merchantId } : {}),
      };
      // Analytics never disturbs a visit: failures are ignored.
      postImpressions([event]).catch(() => undefined);
    }, pageViewDelayMs);
    return () => {
      clearTimeout(timer);
    };
  }, [pathname]);
  return null;
}
