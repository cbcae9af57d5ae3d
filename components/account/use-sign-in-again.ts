"use client";

import { useRouter } from "next/navigation";
import { useCallback } from "react";
import { fullPageNavigate } from "@/lib/client/browser/navigate";
import { writeStored } from "@/lib/client/browser/stored-values";
import { authHrefs } from "@/shared/rules/auth-links";
import type { EnrollmentType } from "@/partners/schema";

/**
 * Sends a visitor without a (live) session to sign in, keeping the account page they were on
 * as the login redirect so they come back to it. SSO partners sign in at the identity provider
 * through /Login, which needs a full page load (components/shell/site-link.tsx).
 */
export function useSignInAgain(enrollmentType: EnrollmentType): () => void {
  const router = useRouter();
  return useCallback(() => {
    writeStored("loginRedirect", `${window.location.pathname}${window.location.search}`);
    if (enrollmentType === "sso") fullPageNavigate(authHrefs.ssoSignIn);
    else router.replace(authHrefs.directSignIn);
  }, [enrollmentType, router]);
}
