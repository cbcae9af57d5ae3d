"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";

/**
 * Remembers the referral values (utm_*, referrer, source, public id) of whatever page a visitor
 * lands on, not only /join (public-and-shared §3, §9), so a sign-up a few pages later still
 * credits the campaign and the referring member. Runs again on each client navigation, since a
 * link inside the site may carry them too. Renders nothing. Most visits carry no query at all,
 * so the code that checks the values (with their contract's zod) loads only when one does.
 */
export function ReferralCapture() {
  const pathname = usePathname();
  useEffect(() => {
    if (!window.location.search) return;
    void import("@/lib/client/browser/referral-cookies").then((referral) => {
      referral.rememberReferralFromUrl();
    });
  }, [pathname]);
  return null;
}
