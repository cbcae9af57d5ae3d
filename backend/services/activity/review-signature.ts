import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { verifiedByRing } from "@/backend/security/key-ring";
import { derivedKey, derivedKeyRing } from "@/backend/security/secrets";

/**
 * The survey provider signs each review report with a key derived from the deployment's secret
 * for this one purpose (backend/security/secrets.ts), shared with the provider when the form
 * is set up. The signature is `sha256=<hex HMAC-SHA256 of the raw body>`. After a rotation of
 * the secret, the provider needs the new key; until the window closes, reports it signs with the
 * old one are still accepted (docs/deploy.md, Rotating secrets).
 */
export function reviewCallbackKey(): Buffer {
  return derivedKey("review-callback");
}

export function signReviewBody(body: string, key: Buffer = reviewCallbackKey()): string {
  return `sha256=${createHmac("sha256", key).update(body).digest("hex")}`;
}

export function isValidReviewSignature(body: string, signature: string | undefined): boolean {
  if (!signature) return false;
  const actual = Buffer.from(signature);
  return verifiedByRing(derivedKeyRing("review-callback"), (key) => {
    const expected = Buffer.from(signReviewBody(body, key));
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  });
}
