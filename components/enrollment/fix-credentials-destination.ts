import { readStored } from "@/lib/client/browser/stored-values";
import { safeRedirectPath } from "@/shared/rules/safe-redirect";
import { signInFallbackPath } from "@/shared/rules/sign-in-destination";

/**
 * Where a member goes once their email is fixed: the page they were signing in for (the login
 * redirect, kept for this), else the account overview, as after any sign-in. Never /fix_credentials itself, which would only say the
 * email is now fine.
 */
export function fixCredentialsDestination(): string {
  const path = safeRedirectPath(readStored("loginRedirect"), signInFallbackPath);
  return ["/fix_credentials", "/"].includes(path.split(/[?#]/)[0] ?? "") ? signInFallbackPath : path;
}
