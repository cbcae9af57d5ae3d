import "server-only";
import { readFileSync } from "node:fs";
import { constants, createHash, createPublicKey, privateDecrypt, type KeyObject } from "node:crypto";
import type { CardPublicJwk } from "@/shared/cards/card-public-key";
import { env } from "@/platform/env";
import { loadOrCreateCardPrivateKey } from "./card-key-pair";

/**
 * Decrypts card numbers the card-entry frame encrypted with RSA-OAEP (SHA-256) in the browser,
 * so the number crosses the app server only as ciphertext (DESIGN.md Cards).
 */

/** Why a ciphertext was refused. Coarse on purpose: every key or padding failure is one reason. */
export type CardDecryptionFailure = "malformed" | "undecryptable" | "not-a-card-number";

export class CardDecryptionError extends Error {
  override readonly name = "CardDecryptionError";
  constructor(readonly reason: CardDecryptionFailure) {
    // Never the ciphertext or any plaintext: callers may log this message.
    super(`Card number could not be decrypted (${reason})`);
  }
}

export interface CardCipher {
  /** The public key for Web Crypto's importKey("jwk", ...). */
  publicKeyJwk(): CardPublicJwk;
  /** The public key as base64 DER SubjectPublicKeyInfo, for importKey("spki", ...). */
  publicKeySpki(): string;
  /** The digits the browser encrypted; throws CardDecryptionError on anything else. */
  decrypt(base64Ciphertext: string): string;
}

const base64Pattern = /^[A-Za-z0-9+/]+={0,2}$/;

export function cardCipher(privateKey: KeyObject): CardCipher {
  const publicKey = createPublicKey(privateKey);
  const spki = publicKey.export({ type: "spki", format: "der" });
  const kid = createHash("sha256").update(spki).digest("base64url").slice(0, 22);
  const { n, e } = publicKey.export({ format: "jwk" });
  if (!n || !e) throw new Error("Card key is not an RSA key");
  const jwk: CardPublicJwk = {
    kty: "RSA",
    n,
    e,
    alg: "RSA-OAEP-256",
    use: "enc",
    key_ops: ["encrypt"],
    ext: true,
    kid,
  };
  const ciphertextBytes = (privateKey.asymmetricKeyDetails?.modulusLength ?? 0) / 8;

  return {
    publicKeyJwk: () => ({ ...jwk, key_ops: ["encrypt"] }),
    publicKeySpki: () => spki.toString("base64"),
    decrypt(base64Ciphertext) {
      // Buffer.from(_, "base64") skips junk silently, so the text is checked first; an RSA
      // ciphertext is exactly as long as the modulus.
      if (!base64Pattern.test(base64Ciphertext)) throw new CardDecryptionError("malformed");
      const ciphertext = Buffer.from(base64Ciphertext, "base64");
      if (ciphertext.length !== ciphertextBytes) throw new CardDecryptionError("malformed");
      let plaintext: Buffer;
      try {
        plaintext = privateDecrypt(
          { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: "sha256" },
          ciphertext,
        );
      } catch {
        // OpenSSL's reason is dropped: distinguishing padding failures would help an attacker.
        throw new CardDecryptionError("undecryptable");
      }
      const digits = plaintext.toString("utf8");
      plaintext.fill(0);
      if (!/^\d{12,19}$/.test(digits)) throw new CardDecryptionError("not-a-card-number");
      return digits;
    },
  };
}

let defaultCipher: CardCipher | undefined;

/**
 * The deployment's cipher: CARD_PRIVATE_KEY_PEM, else the key file CARD_PRIVATE_KEY_FILE names
 * (a mounted secret every instance shares), else the key generated into DATA_DIR.
 */
function deploymentCipher(): CardCipher {
  const { DATA_DIR, CARD_PRIVATE_KEY_PEM, CARD_PRIVATE_KEY_FILE } = env();
  const configured =
    CARD_PRIVATE_KEY_PEM ?? (CARD_PRIVATE_KEY_FILE ? readFileSync(CARD_PRIVATE_KEY_FILE, "utf8") : undefined);
  defaultCipher ??= cardCipher(loadOrCreateCardPrivateKey(DATA_DIR, configured));
  return defaultCipher;
}

export function cardPublicKeyJwk(): CardPublicJwk {
  return deploymentCipher().publicKeyJwk();
}

export function cardPublicKeySpki(): string {
  return deploymentCipher().publicKeySpki();
}

/** The card number (digits only) from the frame's base64 ciphertext; throws CardDecryptionError. */
export function decryptCardNumber(base64Ciphertext: string): string {
  return deploymentCipher().decrypt(base64Ciphertext);
}
