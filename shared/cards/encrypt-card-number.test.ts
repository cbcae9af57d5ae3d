import { generateKeyPairSync } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { CardDecryptionError, cardCipher, type CardCipher } from "@/backend/services/cards/card-crypto";
import { encryptCardNumber, importCardPublicKey } from "./encrypt-card-number";

/** The frame's Web Crypto encryption against the backend's decryption, both in this process. */
describe("card number encryption in the browser", () => {
  let cipher: CardCipher;
  beforeAll(() => {
    cipher = cardCipher(generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey);
  });

  it("round-trips through the JWK the frame receives", async () => {
    const key = await importCardPublicKey(cipher.publicKeyJwk());
    const ciphertext = await encryptCardNumber("4111 1111-1111 1111", key);
    expect(ciphertext).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
    expect(ciphertext).not.toContain("4111");
    expect(cipher.decrypt(ciphertext)).toBe("4111111111111111");
  });

  it("round-trips through the SPKI form too, with a fresh ciphertext each time", async () => {
    const key = await importCardPublicKey(cipher.publicKeySpki());
    const first = await encryptCardNumber("378282246310005", key);
    const second = await encryptCardNumber("378282246310005", key);
    expect(first).not.toBe(second);
    expect(cipher.decrypt(first)).toBe("378282246310005");
    expect(cipher.decrypt(second)).toBe("378282246310005");
  });

  it("gives a key that can only encrypt and cannot be exported", async () => {
    const key = await importCardPublicKey(cipher.publicKeyJwk());
    expect(key.usages).toEqual(["encrypt"]);
    expect(key.extractable).toBe(false);
    expect(key.algorithm).toMatchObject({ name: "RSA-OAEP", hash: { name: "SHA-256" } });
  });

  it("refuses a JWK that does not pin RSA-OAEP-256 encryption", async () => {
    const jwk = { ...cipher.publicKeyJwk(), alg: "RSA-OAEP" };
    // @ts-expect-error the contract itself forbids this shape
    await expect(importCardPublicKey(jwk)).rejects.toThrow();
  });

  it("fails on a tampered ciphertext", async () => {
    const key = await importCardPublicKey(cipher.publicKeyJwk());
    const bytes = Buffer.from(await encryptCardNumber("6011111111111117", key), "base64");
    bytes[bytes.length - 1] = (bytes.at(-1) ?? 0) ^ 0x01;
    expect(() => cipher.decrypt(bytes.toString("base64"))).toThrow(CardDecryptionError);
  });

  it("fails on a ciphertext made for another key", async () => {
    const other = cardCipher(generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey);
    const ciphertext = await encryptCardNumber(
      "5555555555554444",
      await importCardPublicKey(other.publicKeyJwk()),
    );
    expect(() => cipher.decrypt(ciphertext)).toThrow(CardDecryptionError);
  });

  it("encrypts only something shaped like a card number, without echoing it", async () => {
    const key = await importCardPublicKey(cipher.publicKeyJwk());
    await expect(encryptCardNumber("", key)).rejects.toThrow(TypeError);
    const error: unknown = await encryptCardNumber("4111x111111111111", key).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect(String(error)).not.toContain("4111");
  });
});
