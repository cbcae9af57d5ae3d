import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import { HTTPException } from "hono/http-exception";
import { csrfHeaderName } from "@/shared/contracts/csrf";
import type { AppEnv } from "../context";
import { isProduction } from "@/platform/env";
import { derivedKey } from "../security/secrets";

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
 * signature instead (a forged cross-site request could not sign): the review report, and the
 * transaction feed's batches (mounted ahead of this middleware in backend/app.ts; listed here
 * too so that the exemption stays explicit should it ever move behind it).
 */
const signedCallbackPaths = new Set(["/api/reviews/completed", "/api/internal/transactions"]);

/** Bound to the partner too: a token issued on one partner's host is useless on another's. */
function sign(partnerCode: string, secret: string, salt: string): string {
  return createHmac("sha256", derivedKey("csrf"))
    .update(`${partnerCode}.${secret}.${salt}`)
    .digest("base64url");
}

const cookieKey = () => derivedKey("csrf-cookie");

/** The visitor's secret from its cookie, when the cookie is ours and unaltered. */
function visitorSecret(c: Context<AppEnv>): string | undefined {
  const value = getCookie(c, csrfCookieName);
  const [secret, mac, extra] = value?.split(".") ?? [];
  if (!secret || !mac || extra !== undefined) return undefined;
  const expected = Buffer.from(createHmac("sha256", cookieKey()).update(secret).digest("base64url"));
  const actual = Buffer.from(mac);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? secret : undefined;
}

/** Issues a fresh token for this visitor, creating their secret when they have none. */
export function issueCsrfToken(c: Context<AppEnv>): string {
  let secret = visitorSecret(c);
  if (!secret) {
    secret = randomBytes(32).toString("base64url");
    const mac = createHmac("sha256", cookieKey()).update(secret).digest("base64url");
    setCookie(c, csrfCookieName, `${secret}.${mac}`, {
      path: "/",
      httpOnly: true,
      sameSite: "Lax",
      secure: isProduction(),
    });
  }
  const salt = randomBytes(16).toString("base64url");
  return `${salt}.${sign(c.get("partner").config.code, secret, salt)}`;
}

export function isValidCsrfToken(
  partnerCode: string,
  token: string | undefined,
  secret: string | undefined,
): boolean {
  if (!token || !secret) return false;
  const [salt, mac, extra] = token.split(".");
  if (!salt || !mac || extra !== undefined) return false;
  const expected = Buffer.from(sign(partnerCode, secret, salt));
  const actual = Buffer.from(mac);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Refuses POST, PUT, PATCH and DELETE without this visitor's token in X-XSRF-TOKEN (403). */
export const csrfMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  if (mutatingMethods.has(c.req.method) && !signedCallbackPaths.has(c.req.path)) {
    const token = c.req.header(csrfHeaderName);
    if (!isValidCsrfToken(c.get("partner").config.code, token, visitorSecret(c))) {
      throw new HTTPException(403, { message: "Invalid or missing CSRF token" });
    }
  }
  await next();
});
