import { readStored } from "@/lib/client/browser/stored-values";
import { safeRedirectPath } from "@/lib/shared/rules/safe-redirect";

/**
 * Where a member goes once their email is fixed: the page they were signing in for (the login
 * redirect, kept for this), else home. Never /fix_credentials itself, which would only say the
 * email is now fine.
 */
export function fixCredentialsDestination(): string {
  const path = safeRedirectPath(readStored("loginRedirect"));
  return path.split(/[?#]/)[0] === "/fix_credentials" ? "/" : path;
}
