import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import { HTTPException } from "hono/http-exception";
import { csrfHeaderName } from "@/shared/contracts/csrf";
import type { AppEnv } from "../context";
import { isProduction } from "@/platform/env";
import { keyThatVerifies, verifiedByRing } from "../security/key-ring";
import { derivedKey, derivedKeyRing } from "../security/secrets";

/**
 * CSRF tokens are bound to the visitor: each visitor gets a random secret in its own sealed
 * cookie (which a page on another site can neither read nor forge), and a token is
 * `salt.HMAC(key, secret.salt)`. A token is valid only with the cookie of the visitor it was
 * issued to, and cannot be made without the server key. The secret lives apart from the
 * session cookie so that issuing a token never rewrites the session (parallel requests would
 * otherwise race to set it).
 */
export const csrfCookieName = "rewards_csrf";
const mutatingMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/**
 * Server-to-server callbacks that carry no cookies and prove themselves with their own HMAC
 * signature instead (a forged cross-site request could not sign): the review report, the
 * transaction feed's batches and the local stand-in partner's posting endpoint (both mounted ahead
 * of this middleware in backend/app.ts; listed here too so that the exemption stays explicit
 * should they ever move behind it).
 */
const signedCallbackPaths = new Set([
  "/api/reviews/completed",
  "/api/internal/transactions",
  "/api/internal/local-partner/postings",
]);

/** Bound to the partner too: a token issued on one partner's host is useless on another's. */
function sign(key: Buffer, partnerCode: string, secret: string, salt: string): string {
  return createHmac("sha256", key).update(`${partnerCode}.${secret}.${salt}`).digest("base64url");
}

const cookieMac = (key: Buffer, secret: string) =>
  createHmac("sha256", key).update(secret).digest("base64url");

function sameText(expected: string, offered: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(offered);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The visitor's secret from its cookie, when the cookie is ours and unaltered: its MAC made with
 * the current key or, during a rotation window, the previous one (docs/decisions/0053).
 */
function visitorSecret(c: Context<AppEnv>): { secret: string; underPrevious: boolean } | undefined {
  const value = getCookie(c, csrfCookieName);
  const [secret, mac, extra] = value?.split(".") ?? [];
  if (!secret || !mac || extra !== undefined) return undefined;
  const by = keyThatVerifies(derivedKeyRing("csrf-cookie"), (key) => sameText(cookieMac(key, secret), mac));
  return by ? { secret, underPrevious: by === "previous" } : undefined;
}

/**
 * Issues a fresh token for this visitor, creating their secret when they have none. A cookie
 * made with the previous key gets its MAC made again with the current one, so it outlives the
 * rotation window.
 */
export function issueCsrfToken(c: Context<AppEnv>): string {
  const known = visitorSecret(c);
  const secret = known?.secret ?? randomBytes(32).toString("base64url");
  if (!known || known.underPrevious) {
    setCookie(c, csrfCookieName, `${secret}.${cookieMac(derivedKey("csrf-cookie"), secret)}`, {
      path: "/",
      httpOnly: true,
      sameSite: "Lax",
      secure: isProduction(),
    });
  }
  const salt = randomBytes(16).toString("base64url");
  return `${salt}.${sign(derivedKey("csrf"), c.get("partner").config.code, secret, salt)}`;
}

export function isValidCsrfToken(
  partnerCode: string,
  token: string | undefined,
  secret: string | undefined,
): boolean {
  if (!token || !secret) return false;
  const [salt, mac, extra] = token.split(".");
  if (!salt || !mac || extra !== undefined) return false;
  return verifiedByRing(derivedKeyRing("csrf"), (key) => sameText(sign(key, partnerCode, secret, salt), mac));
}

/** Refuses POST, PUT, PATCH and DELETE without this visitor's token in X-XSRF-TOKEN (403). */
export const csrfMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  if (mutatingMethods.has(c.req.method) && !signedCallbackPaths.has(c.req.path)) {
    const token = c.req.header(csrfHeaderName);
    if (!isValidCsrfToken(c.get("partner").config.code, token, visitorSecret(c)?.secret)) {
      throw new HTTPException(403, { message: "Invalid or missing CSRF token" });
    }
  }
  await next();
});
