import { safeRedirectPath } from "./safe-redirect";

/** Where a member lands after signing in when nothing better is known (never the marketing home). */
export const signInFallbackPath = "/account/overview";

const pathnameOf = (path: string) => path.split(/[?#]/)[0] ?? "";

/** Never a destination: the marketing home sells the program the member has just signed in to. */
function isMarketingHome(path: string): boolean {
  return pathnameOf(path) === "/" || pathnameOf(path) === "";
}

/**
 * A page merely passed through before signing in: going back to a sign-in, enrollment or recovery
 * step would only start it over. A page that asks to be returned to (/add_card does, for a
 * visitor who must sign in first) names itself explicitly instead.
 */
function isPassedThrough(path: string): boolean {
  return /^\/(login|Login|SignOut|join|add_card|card_added|recover|activate|fix_credentials)(\/|$)/.test(
    pathnameOf(path),
  );
}

/** A same-origin referrer's path and query, or nothing for another site (or no referrer). */
function referrerPath(referrer: string | null | undefined, origin: string): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    return url.origin === origin ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}

/**
 * Where sign-in returns to, in this order: the page that sent the visitor (its
 * `returnUrl`/`returnTo`), the spec's stored login redirect, the page the visitor came from (a
 * same-origin referrer), and the account overview otherwise. Every candidate passes the one
 * safe-redirect gate; the marketing home is skipped, and so are sign-in, enrollment and recovery
 * steps the visitor only came from.
 */
export function signInDestination(candidates: {
  readonly returnUrl?: string | null;
  readonly stored?: string | null;
  readonly referrer?: string | null;
  readonly origin: string;
}): string {
  for (const candidate of [candidates.returnUrl, candidates.stored]) {
    const path = safeRedirectPath(candidate, "");
    if (path && !isMarketingHome(path)) return path;
  }
  const cameFrom = safeRedirectPath(referrerPath(candidates.referrer, candidates.origin), "");
  if (cameFrom && !isMarketingHome(cameFrom) && !isPassedThrough(cameFrom)) return cameFrom;
  return signInFallbackPath;
}
