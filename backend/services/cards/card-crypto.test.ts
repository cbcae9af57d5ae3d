import { constants, createPublicKey, generateKeyPairSync, publicEncrypt } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import {
  CardDecryptionError,
  cardCipher,
  cardPublicKeyJwk,
  cardPublicKeySpki,
  decryptCardNumber,
  type CardCipher,
} from "./card-crypto";

function oaepEncrypt(spki: string, plaintext: string): string {
  return publicEncrypt(
    {
      key: createPublicKey({ key: Buffer.from(spki, "base64"), format: "der", type: "spki" }),
      padding: constants.RSA_PKCS1_OAEP_PADDING,
      oaepHash: "sha256",
    },
    Buffer.from(plaintext),
  ).toString("base64");
}

function failure(run: () => unknown): CardDecryptionError {
  try {
    run();
  } catch (error) {
    if (error instanceof CardDecryptionError) return error;
    throw error;
  }
  throw new Error("expected a CardDecryptionError");
}

describe("card number decryption", () => {
  let cipher: CardCipher;
  beforeAll(() => {
    cipher = cardCipher(generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey);
  });

  it("publishes an encrypt-only RSA-OAEP-256 JWK with a stable key id", () => {
    const jwk = cipher.publicKeyJwk();
    expect(jwk).toMatchObject({
      kty: "RSA",
      e: "AQAB",
      alg: "RSA-OAEP-256",
      use: "enc",
      key_ops: ["encrypt"],
    });
    expect(jwk).not.toHaveProperty("d");
    expect(jwk.kid).toBe(cipher.publicKeyJwk().kid);
  });

  it("decrypts what was encrypted to its public key", () => {
    expect(cipher.decrypt(oaepEncrypt(cipher.publicKeySpki(), "4222222222222"))).toBe("4222222222222");
  });

  it("refuses text that is not base64 or not one RSA block long", () => {
    expect(failure(() => cipher.decrypt("not base64!")).reason).toBe("malformed");
    expect(failure(() => cipher.decrypt("")).reason).toBe("malformed");
    expect(failure(() => cipher.decrypt(Buffer.alloc(255).toString("base64"))).reason).toBe("malformed");
  });

  it("refuses a tampered ciphertext with one coarse reason", () => {
    const bytes = Buffer.from(oaepEncrypt(cipher.publicKeySpki(), "4111111111111111"), "base64");
    bytes[10] = (bytes[10] ?? 0) ^ 0xff;
    const error = failure(() => cipher.decrypt(bytes.toString("base64")));
    expect(error.reason).toBe("undecryptable");
    expect(error.message).not.toMatch(/\d{4}/);
  });

  it("refuses a plaintext that is not a card number, without echoing it", () => {
    const error = failure(() => cipher.decrypt(oaepEncrypt(cipher.publicKeySpki(), "4111 1111 1111 1111")));
    expect(error.reason).toBe("not-a-card-number");
    expect(error.message).not.toContain("4111");
    expect(failure(() => cipher.decrypt(oaepEncrypt(cipher.publicKeySpki(), "12345"))).reason).toBe(
      "not-a-card-number",
    );
  });

  it("serves the deployment's key, generated once into DATA_DIR, and decrypts with it", () => {
    const jwk = cardPublicKeyJwk();
    expect(jwk.kid).toBe(cardPublicKeyJwk().kid);
    expect(decryptCardNumber(oaepEncrypt(cardPublicKeySpki(), "6500000000000002"))).toBe("6500000000000002");
    expect(() => decryptCardNumber(oaepEncrypt(cipher.publicKeySpki(), "6500000000000002"))).toThrow(
      CardDecryptionError,
    );
  });
});
