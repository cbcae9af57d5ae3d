import "server-only";
import type { Context } from "hono";
import { deleteCookie, getCookie } from "hono/cookie";
import { linkSecretCookieName, type SecretLink } from "@/shared/contracts/link-secrets";

/**
 * The secret parts of a signed link, as the proxy traded them for a cookie on the link's arrival
 * (lib/server/routing/link-secret-exchange.ts, docs/decisions/0048). A request that carries the
 * secret itself (an API client, an older tab) is read first; the cookie fills what it lacks.
 */
export function withLinkSecret<T extends Record<string, unknown>>(
  c: Context,
  link: SecretLink,
  given: T,
): T & Partial<Record<string, string>> {
  const key = link.keyParam ? given[link.keyParam] : undefined;
  const name = linkSecretCookieName(link, typeof key === "string" ? key : null);
  const stored = name ? getCookie(c, name) : undefined;
  const filled: Record<string, string> = {};
  if (stored) {
    for (const [param, value] of new URLSearchParams(stored)) {
      if (link.secretParams.includes(param) && given[param] === undefined) filled[param] = value;
    }
  }
  return { ...filled, ...given };
}

/** Forgets a spent link's secret: the cookie is emptied on the path it was set for. */
export function forgetLinkSecret(c: Context, link: SecretLink, key?: string): void {
  const name = linkSecretCookieName(link, key);
  if (name) deleteCookie(c, name, { path: link.apiPath });
}
