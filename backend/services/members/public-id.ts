import "server-only";
import { randomBytes } from "node:crypto";

const alphabet = "abcdefghijklmnopqrstuvwxyz234567";

/**
 * A new member's public id: the partner code, a dash and 16 base32 characters (80 random bits).
 * It travels in referral and activation links, so it must not be guessable or sequential; the
 * dash also keeps it apart from the static /api/Member/* paths (Cards, Favorites, ...).
 */
export function newPublicId(partnerCode: string): string {
  const bytes = randomBytes(16);
  let id = "";
  // 256 is a multiple of 32, so every character is equally likely.
  for (const byte of bytes) id += alphabet.charAt(byte % 32);
  return `${partnerCode}-${id}`;
}
