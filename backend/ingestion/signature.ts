import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "@/platform/env";
import { ingestionSignatureToleranceSeconds } from "@/shared/contracts/ingestion";
import { singleKeyRing, verifiedByRing, type KeyRing } from "../security/key-ring";
import { derivedKey, derivedKeyRing } from "../security/secrets";

/**
 * Batches are signed like webhooks commonly are: `t=<unix seconds>,v1=<hex HMAC-SHA256>` over
 * `"<t>.<raw body>"`. The timestamp is inside the MAC, so it cannot be moved, and a signature
 * outside the tolerance is refused: a captured request cannot be replayed minutes later (and
 * one replayed inside the window is a duplicate by transaction id anyway).
 */
export function ingestionKey(): Buffer {
  const configured = env().INGESTION_SECRET;
  return configured ? Buffer.from(configured) : derivedKey("transaction-ingestion");
}

/**
 * The keys a batch's signature is checked with: INGESTION_SECRET alone; or, when the key is
 * derived from the session secret, the current one and during a rotation window the previous one
 * (the feed moves to the new key within the window: docs/deploy.md, Rotating secrets).
 */
export function ingestionKeys(): KeyRing {
  const configured = env().INGESTION_SECRET;
  return configured ? singleKeyRing(Buffer.from(configured)) : derivedKeyRing("transaction-ingestion");
}

function mac(key: Buffer, timestamp: number, body: string): string {
  return createHmac("sha256", key)
    .update(`${String(timestamp)}.${body}`)
    .digest("hex");
}

/** The header value for `body` signed at `now` (the feed's side; tests and the staging tools use it). */
export function signIngestionBody(
  body: string,
  now: Date = new Date(),
  key: Buffer = ingestionKey(),
): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${String(timestamp)},v1=${mac(key, timestamp, body)}`;
}

export type SignatureCheck = "valid" | "missing" | "malformed" | "stale" | "mismatch";

export function checkIngestionSignature(
  body: string,
  header: string | undefined,
  now: Date = new Date(),
  keys: KeyRing = ingestionKeys(),
): SignatureCheck {
  if (!header) return "missing";
  const parts = new Map(
    header.split(",").map((part) => {
      const at = part.indexOf("=");
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const t = parts.get("t");
  const v1 = parts.get("v1");
  if (!t || !/^\d{1,12}$/.test(t) || !v1 || !/^[0-9a-f]{64}$/.test(v1)) return "malformed";
  const timestamp = Number(t);
  if (Math.abs(now.getTime() / 1000 - timestamp) > ingestionSignatureToleranceSeconds) return "stale";
  const actual = Buffer.from(v1, "hex");
  const signed = verifiedByRing(keys, (key) => {
    const expected = Buffer.from(mac(key, timestamp, body), "hex");
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  });
  return signed ? "valid" : "mismatch";
}
