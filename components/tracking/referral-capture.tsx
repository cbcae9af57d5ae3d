"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { rememberReferralFromUrl } from "@/lib/client/browser/referral-cookies";

/**
 * Remembers the referral values (utm_*, referrer, source, public id) of whatever page a visitor
 * lands on, not only /join (public-and-shared §3, §9), so a sign-up a few pages later still
 * credits the campaign and the referring member. Runs again on each client navigation, since a
 * link inside the site may carry them too. Renders nothing.
 */
export function ReferralCapture() {
  const pathname = usePathname();
  useEffect(() => {
    rememberReferralFromUrl();
  }, [pathname]);
  return null;
}
