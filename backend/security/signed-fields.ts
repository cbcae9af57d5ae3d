// Pure: every signed link of the product (activation, emulation, reservation, unlock) signs and
// checks through these two functions, each with a key derived for its own purpose. No
// "server-only" guard: tests and journeys that hold the root secret sign the same way.
import { createHmac, timingSafeEqual } from "node:crypto";
import { verifiedByRing, type KeyRing } from "./key-ring";

/**
 * An HMAC-SHA256 over a purpose and the fields a link grants, one per line. The purpose prefix
 * keeps one kind of signature from ever passing as another, and each field pins what the link may
 * do: it cannot be moved to another member, booking or lock, or kept past its expiry.
 */
export function signFields(key: Buffer, purpose: string, fields: readonly string[]): string {
  return createHmac("sha256", key)
    .update([purpose, ...fields].join("\n"))
    .digest("base64url");
}

/**
 * True when `offered` is the signature of these fields under the ring's current key or, during a
 * rotation window, its previous one (a link emailed before the rotation still works), compared in
 * constant time.
 */
export function fieldsSignedBy(
  keys: KeyRing,
  purpose: string,
  fields: readonly string[],
  offered: string,
): boolean {
  const given = Buffer.from(offered);
  return verifiedByRing(keys, (key) => {
    const expected = Buffer.from(signFields(key, purpose, fields));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}
