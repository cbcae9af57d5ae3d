import "server-only";
import { createPrivateKey, generateKeyPairSync, randomBytes, type KeyObject } from "node:crypto";
import { chmodSync, existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * The RSA key pair card numbers are encrypted to (DESIGN.md Cards). CARD_PRIVATE_KEY_PEM (a
 * PKCS#8 or PKCS#1 PEM) wins, so every app instance of a scaled-out deployment shares one key;
 * otherwise a key is generated once into DATA_DIR/secrets and reused across restarts.
 */
export const cardKeyFileName = "card-private-key.pem";

/** 3072 bits: NIST's strength for use beyond 2030; generated once, so its cost does not matter. */
const generatedModulusBits = 3072;
const minimumModulusBits = 2048;

export class CardKeyError extends Error {
  override readonly name = "CardKeyError";
}

function checked(key: KeyObject, source: string): KeyObject {
  const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
  if (key.asymmetricKeyType !== "rsa" || bits < minimumModulusBits) {
    throw new CardKeyError(`${source} must be an RSA private key of at least ${minimumModulusBits} bits`);
  }
  return key;
}

function parsePem(pem: string, source: string): KeyObject {
  try {
    // Environment files often carry a PEM on one line with literal "\n" escapes.
    return checked(createPrivateKey(pem.replace(/\\n/g, "\n")), source);
  } catch (error) {
    if (error instanceof CardKeyError) throw error;
    // The parser's own message may quote part of the key: never pass it on.
    throw new CardKeyError(`${source} is not a readable PEM private key`);
  }
}

function generateInto(file: string): KeyObject {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: generatedModulusBits });
  const pem = privateKey.export({ type: "pkcs8", format: "pem" });
  // Write aside, then link into place: link fails if another process won the race, and nobody
  // ever reads a half-written key.
  const temporary = `${file}.${randomBytes(6).toString("hex")}.tmp`;
  writeFileSync(temporary, pem, { mode: 0o600 });
  chmodSync(temporary, 0o600);
  try {
    linkSync(temporary, file);
    return privateKey;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return parsePem(readFileSync(file, "utf8"), file);
  } finally {
    unlinkSync(temporary);
  }
}

/** The private key: from the configured PEM, else DATA_DIR/secrets/card-private-key.pem (created when absent). */
export function loadOrCreateCardPrivateKey(dataDir: string, configuredPem: string | undefined): KeyObject {
  if (configuredPem) return parsePem(configuredPem, "CARD_PRIVATE_KEY_PEM");
  const file = path.resolve(dataDir, "secrets", cardKeyFileName);
  if (existsSync(file)) return parsePem(readFileSync(file, "utf8"), file);
  return generateInto(file);
}
