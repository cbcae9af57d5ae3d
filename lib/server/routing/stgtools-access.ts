import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Who may open /stgtools, whose mailbox shows password-reset links: anyone on a developer's own
 * machine (APP_ENV=local); elsewhere outside production, only a holder of STGTOOLS_TOKEN, sent
 * as the X-Stgtools-Token header, or once as ?token= which trades it for a cookie. Production
 * never has the page (lib/server/routing/route-gates.ts).
 */
export const stgtoolsTokenHeader = "x-stgtools-token";
export const stgtoolsCookieName = "rewards_stgtools";

export type StgtoolsAccess =
  | { readonly kind: "allow" }
  | { readonly kind: "deny" }
  /** A valid ?token=: set this cookie, and send the browser to the page without the token. */
  | { readonly kind: "exchange"; readonly cookieValue: string };

/** The cookie holds a digest of the token, never the token itself. */
export function stgtoolsCookieValue(token: string): string {
  return createHmac("sha256", token).update("stgtools-cookie").digest("base64url");
}

function same(offered: string | undefined | null, expected: string): boolean {
  if (!offered) return false;
  const a = Buffer.from(offered);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function stgtoolsAccess(input: {
  readonly appEnv: string;
  readonly token: string | undefined;
  readonly header: string | null | undefined;
  readonly cookie: string | undefined;
  readonly queryToken: string | null | undefined;
}): StgtoolsAccess {
  if (input.appEnv === "local") return { kind: "allow" };
  if (input.appEnv === "production" || !input.token) return { kind: "deny" };
  if (same(input.header, input.token)) return { kind: "allow" };
  const cookieValue = stgtoolsCookieValue(input.token);
  if (same(input.cookie, cookieValue)) return { kind: "allow" };
  if (same(input.queryToken, input.token)) return { kind: "exchange", cookieValue };
  return { kind: "deny" };
}
