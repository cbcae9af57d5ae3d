"use client";

import { useMutation } from "@tanstack/react-query";
import { useEffect } from "react";
import { useVisiblePathname } from "@/lib/client/hooks/use-visible-pathname";
import { impressionsMutation } from "@/lib/client/query/impressions-mutation";
import { pageViewDelayMs } from "@/lib/shared/constants";

/** Page-view analytics: posted about 500 ms after each route change, with the merchant id on merchant paths. */
export function PageViews() {
  const pathname = useVisiblePathname();
  // Analytics never disturbs a visit: a failure stays in the mutation's state, shown nowhere.
  const { mutate: post } = useMutation(impressionsMutation);
  useEffect(() => {
    if (!pathname) return;
    const timer = setTimeout(() => {
      const merchantId = /^\/merchants\/([^/]+)/.exec(pathname)?.[1];
      post([
        {
          channel: "web" as const,
          dateTime: new Date().toISOString(),
          userAgent: navigator.userAgent,
          event: "page_view",
          path: pathname,
          ...(merchantId ? { merchantId } : {}),
        },
      ]);
    }, pageViewDelayMs);
    return () => {
      clearTimeout(timer);
    };
  }, [pathname, post]);
  return null;
}
