import type { CardPublicJwk } from "./card-public-key";
import { stripCardNumber } from "./card-rules";

/**
 * The card-entry frame's side of DESIGN.md Cards: the number is encrypted in the browser with
 * the backend's RSA-OAEP (SHA-256) public key, so only ciphertext leaves the frame.
 */
const algorithm = { name: "RSA-OAEP", hash: "SHA-256" } as const;

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * Imports the backend's public key, as a JWK (checked against the contract first) or as base64
 * SPKI. Non-extractable and usable for encryption only.
 */
export async function importCardPublicKey(
  key: CardPublicJwk | string,
  subtle: SubtleCrypto = globalThis.crypto.subtle,
): Promise<CryptoKey> {
  if (typeof key === "string")
    return subtle.importKey("spki", fromBase64(key), algorithm, false, ["encrypt"]);
  // The schema (and zod) load here, after the card-entry page has hydrated (docs/performance.md, Bundles).
  const { cardPublicJwkSchema } = await import("./card-public-key");
  const jwk: JsonWebKey = cardPublicJwkSchema.parse(key);
  return subtle.importKey("jwk", jwk, algorithm, false, ["encrypt"]);
}

/** The base64 ciphertext of the card number's digits (spaces and dashes dropped first). */
export async function encryptCardNumber(
  cardNumber: string,
  key: CryptoKey,
  subtle: SubtleCrypto = globalThis.crypto.subtle,
): Promise<string> {
  const digits = stripCardNumber(cardNumber);
  // The message names no digits: it may end up in an error report.
  if (!/^\d{12,19}$/.test(digits))
    throw new TypeError("Only a card number of 12 to 19 digits can be encrypted");
  const ciphertext = await subtle.encrypt(algorithm, key, new TextEncoder().encode(digits));
  return toBase64(new Uint8Array(ciphertext));
}
