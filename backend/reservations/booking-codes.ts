import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

// No 0/O, 1/I/L: read over the phone without mix-ups.
const alphabet = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** A confirmation number such as "RS-7K2Q9HM": random, so one booking does not reveal the next. */
export function newConfirmationNumber(): string {
  const code = Array.from({ length: 7 }, () => alphabet.charAt(randomInt(alphabet.length))).join("");
  return `RS-${code}`;
}

/** 32 random bytes, base64url: the holder may change or cancel the booking. */
export function newCancelToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What is stored instead of the token. */
export function cancelTokenDigest(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

/** Whether `token` is the one whose digest was stored, compared in constant time. */
export function cancelTokenMatches(token: string, storedDigest: string): boolean {
  const presented = Buffer.from(cancelTokenDigest(token));
  const stored = Buffer.from(storedDigest);
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}
