import { generateKeyPairSync } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { CardKeyError, cardKeyFileName, loadOrCreateCardPrivateKey } from "./card-key-pair";

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "card-key-"));
  dirs.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("card key pair", () => {
  it("generates a 3072-bit RSA key once into DATA_DIR/secrets, readable by its owner only", () => {
    const dir = tempDir();
    const first = loadOrCreateCardPrivateKey(dir, undefined);
    const file = path.join(dir, "secrets", cardKeyFileName);
    expect(first.asymmetricKeyType).toBe("rsa");
    expect(first.asymmetricKeyDetails?.modulusLength).toBe(3072);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const again = loadOrCreateCardPrivateKey(dir, undefined);
    expect(again.equals(first)).toBe(true);
  });

  it("prefers a configured PEM, also written on one line with \\n escapes", () => {
    const dir = tempDir();
    const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
    const pem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
    expect(loadOrCreateCardPrivateKey(dir, pem).equals(privateKey)).toBe(true);
    expect(loadOrCreateCardPrivateKey(dir, pem.replace(/\n/g, "\\n")).equals(privateKey)).toBe(true);
    expect(() => readFileSync(path.join(dir, "secrets", cardKeyFileName))).toThrow();
  });

  it("refuses weak or foreign keys and unreadable text without quoting it", () => {
    const weak = generateKeyPairSync("rsa", { modulusLength: 1024 }).privateKey.export({
      type: "pkcs8",
      format: "pem",
    });
    const ec = generateKeyPairSync("ec", { namedCurve: "P-256" }).privateKey.export({
      type: "pkcs8",
      format: "pem",
    });
    expect(() => loadOrCreateCardPrivateKey(tempDir(), weak.toString())).toThrow(CardKeyError);
    expect(() => loadOrCreateCardPrivateKey(tempDir(), ec.toString())).toThrow(CardKeyError);
    const junk = "-----BEGIN PRIVATE KEY-----\nc2VjcmV0LXZhbHVl\n-----END PRIVATE KEY-----";
    expect(() => loadOrCreateCardPrivateKey(tempDir(), junk)).toThrow(
      "CARD_PRIVATE_KEY_PEM is not a readable PEM private key",
    );
  });
});
