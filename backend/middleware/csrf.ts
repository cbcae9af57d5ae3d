import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { HTTPException } from "hono/http-exception";
import { csrfHeaderName } from "@/lib/contracts/csrf";
import type { AppEnv } from "../context";
import { derivedKey } from "./secrets";
import { saveSession } from "./session";

/**
 * CSRF tokens are bound to the visitor: each visitor gets a random secret inside the sealed
 * session cookie (which a page on another site can neither read nor forge), and a token is
 * `salt.HMAC(key, secret.salt)`. A token is valid only with the cookie of the visitor it was
 * issued to, and cannot be made without the server key.
 */
const mutatingMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function sign(secret: string, salt: string): string {
  return createHmac("sha256", derivedKey("csrf")).update(`${secret}.${salt}`).digest("base64url");
}

/** Issues a fresh token for this visitor, creating their secret when they have none. */
export async function issueCsrfToken(c: Context<AppEnv>): Promise<string> {
  let secret = c.get("session").csrfSecret;
  if (!secret) {
    secret = randomBytes(32).toString("base64url");
    await saveSession(c, { ...c.get("session"), csrfSecret: secret });
  }
  const salt = randomBytes(16).toString("base64url");
  return `${salt}.${sign(secret, salt)}`;
}

export function isValidCsrfToken(token: string | undefined, secret: string | undefined): boolean {
  if (!token || !secret) return false;
  const [salt, mac, extra] = token.split(".");
  if (!salt || !mac || extra !== undefined) return false;
  const expected = Buffer.from(sign(secret, salt));
  const actual = Buffer.from(mac);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Refuses POST, PUT, PATCH and DELETE without this visitor's token in X-XSRF-TOKEN (403). */
export const csrfMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  if (mutatingMethods.has(c.req.method)) {
    const token = c.req.header(csrfHeaderName);
    if (!isValidCsrfToken(token, c.get("session").csrfSecret)) {
      throw new HTTPException(403, { message: "Invalid or missing CSRF token" });
    }
  }
  await next();
});
