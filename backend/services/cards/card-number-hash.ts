import "server-only";
import { createHmac } from "node:crypto";
import { stripCardNumber } from "@/shared/cards/card-rules";
import { derivedKey } from "../../security/secrets";

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

/** HMAC-SHA-256 of the partner and the digits, with a key derived from the root secret. */
export function cardNumberHash(partnerCode: string, cardNumber: string): string {
  return cardNumberHashWith(derivedKey("card-number-hash"), partnerCode, cardNumber);
}
