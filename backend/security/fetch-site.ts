import "server-only";

/**
 * True when a request was started anywhere but this origin: the browser says so in
 * Sec-Fetch-Site, or an Origin header names another origin than the one asked. "same-site" counts
 * as elsewhere: a sibling subdomain is another site's owner as far as a member's session goes,
 * and could otherwise sign members out with an image tag. "none" (typed, bookmarked) counts as
 * here, and so do requests with neither header (old browsers, server-to-server calls). For
 * actions a link can trigger, such as signing out, which CSRF tokens do not cover.
 */
export function isFromAnotherOrigin(
  headers: { get(name: string): string | null | undefined },
  requestUrl: string,
): boolean {
  const site = headers.get("sec-fetch-site");
  if (site) return site !== "same-origin" && site !== "none";
  const origin = headers.get("origin");
  if (!origin || origin === "null") return origin === "null";
  const host = headers.get("host") ?? new URL(requestUrl).host;
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}
