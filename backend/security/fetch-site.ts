import "server-only";

/**
 * True when a request was started by another site: the browser says so in Sec-Fetch-Site, or
 * an Origin header names another origin than the one asked. Requests without either (typed
 * addresses in old browsers, server-to-server calls) count as this site's. For actions a link can
 * trigger, such as signing out, which CSRF tokens do not cover.
 */
export function isCrossSite(
  headers: { get(name: string): string | null | undefined },
  requestUrl: string,
): boolean {
  const site = headers.get("sec-fetch-site");
  if (site) return site === "cross-site";
  const origin = headers.get("origin");
  if (!origin || origin === "null") return origin === "null";
  const host = headers.get("host") ?? new URL(requestUrl).host;
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}
