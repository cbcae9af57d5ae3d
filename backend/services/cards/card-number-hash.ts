import "server-only";
import { createHmac } from "node:crypto";
import { stripCardNumber } from "@/shared/cards/card-rules";
import { digestKey } from "../../security/secrets";

/**
 * The keyed hash stored instead of the card number, to find a card linked twice within a
 * partner (cards.number_hash, unique per partner). Keyed, because the card number space is
 * small enough to hash exhaustively: without the key a leaked table would give the numbers back.
 */
export function cardNumberHashWith(key: Buffer, partnerCode: string, cardNumber: string): string {
  const digits = stripCardNumber(cardNumber);
  if (!/^\d{12,19}$/.test(digits))
    throw new TypeError("cardNumberHash expects a card number of 12 to 19 digits");
  // Partner codes are [a-z0-9-], so the NUL separator keeps (partner, number) pairs distinct.
  return createHmac("sha256", key).update(`${partnerCode}\u0000${digits}`).digest("hex");
}

/**
 * HMAC-SHA-256 of the partner and the digits, with a key derived from the digest secret: stored
 * and compared with every card linked later, so it must never change with a rotation of the
 * session secret (docs/decisions/0053). The numbers are not kept, so these hashes cannot be
 * recomputed under another key.
 */
export function cardNumberHash(partnerCode: string, cardNumber: string): string {
  return cardNumberHashWith(digestKey("card-number-hash"), partnerCode, cardNumber);
}
