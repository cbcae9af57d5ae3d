import { safeRedirectPath } from "./safe-redirect";

/** Where a member lands after signing in when nothing better is known (issue 12: never the marketing home). */
export const signInFallbackPath = "/account/overview";

/**
 * Pages that are no destination after signing in: the marketing home sells the program the member
 * has just signed in to, and the sign-in, enrollment and recovery steps would only start over.
 */
function isDestination(path: string): boolean {
  const pathname = path.split(/[?#]/)[0] ?? "";
  if (pathname === "/" || pathname === "") return false;
  return !/^\/(login|Login|SignOut|join|add_card|card_added|recover|activate|fix_credentials)(\/|$)/.test(pathname);
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
 * Where sign-in returns to, in the order issue 12 gives: the page that sent the visitor (its
 * `returnUrl`/`returnTo`), the spec's stored login redirect, the page the visitor came from (a
 * same-origin referrer), and the account overview otherwise. Every candidate passes the one
 * safe-redirect gate; the marketing home and the sign-in and enrollment steps are skipped.
 */
export function signInDestination(candidates: {
  readonly returnUrl?: string | null;
  readonly stored?: string | null;
  readonly referrer?: string | null;
  readonly origin: string;
}): string {
  const ordered = [candidates.returnUrl, candidates.stored, referrerPath(candidates.referrer, candidates.origin)];
  for (const candidate of ordered) {
    const path = safeRedirectPath(candidate, "");
    if (path && isDestination(path)) return path;
  }
  return signInFallbackPath;
}
