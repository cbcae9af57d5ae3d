"use client";

import { useEffect } from "react";
import { useMember } from "@/lib/client/hooks/use-member";
import { useVisiblePathname } from "@/lib/client/hooks/use-visible-pathname";
import { fullPageNavigate } from "@/lib/client/browser/navigate";
import { writeStored } from "@/lib/client/browser/stored-values";

const fixCredentialsPath = "/fix_credentials";

/**
 * "Email update required" means required: a signed-in member whose account shares its email
 * (decision 0014) is sent to /fix_credentials from any page, not only from sign-in, so a
 * remember-me session cannot skip it. The page they were on is kept as the login redirect, and
 * /fix_credentials continues there once the email is fixed.
 */
export function CredentialsGuard() {
  const memberState = useMember();
  const pathname = useVisiblePathname();
  const required = memberState.status === "member" && memberState.member.emailUpdateRequired;

  useEffect(() => {
    if (!required || pathname === null || pathname === fixCredentialsPath) return;
    writeStored("loginRedirect", `${pathname}${window.location.search}`);
    // A page load, not a client route: the page's own URL updates (search filters, say) would
    // otherwise race this one and win.
    fullPageNavigate(fixCredentialsPath);
  }, [required, pathname]);

  return null;
}
