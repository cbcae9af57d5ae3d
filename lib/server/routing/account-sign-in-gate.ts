import "server-only";
import { liveSessionExpiry } from "@/shared/contracts/sessions";
import { authHrefs } from "@/shared/rules/auth-links";
import type { EnrollmentType } from "@/partners/schema";

/** The member's own pages: nothing there is for a visitor without a session. */
export function isAccountPath(pathname: string): boolean {
  return pathname === "/account" || pathname.startsWith("/account/");
}

/**
 * Where the proxy sends a request for an account page that comes without a live session (the
 * readable expiry cookie absent or past), before anything renders: direct partners to their
 * sign-in form with the page as `returnUrl`, SSO partners to /Login, which starts the provider's
 * sign-in and comes back to `returnTo`. Undefined when the request may go on; the API still
 * verifies the session of every call the page makes.
 */
export function accountSignInRedirect(request: {
  readonly pathname: string;
  readonly search: string;
  readonly enrollmentType: EnrollmentType;
  readonly expiryCookie: string | undefined;
  readonly now: number;
}): string | undefined {
  if (!isAccountPath(request.pathname)) return undefined;
  if (liveSessionExpiry(request.expiryCookie, request.now) !== undefined) return undefined;
  const page = `${request.pathname}${request.search}`;
  return request.enrollmentType === "sso"
    ? `${authHrefs.ssoSignIn}?returnTo=${encodeURIComponent(page)}`
    : `${authHrefs.directSignIn}?returnUrl=${encodeURIComponent(page)}`;
}
