import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadOrCreateDigestSecret, loadOrCreateRootSecret } from "./root-secret";

describe("the generated secrets in DATA_DIR", () => {
  const folders: string[] = [];
  const folder = () => {
    const made = mkdtempSync(path.join(tmpdir(), "rewards-secrets-"));
    folders.push(made);
    return made;
  };
  const unset = { digestSecret: undefined, sessionSecret: undefined };
  afterEach(() => {
    for (const made of folders.splice(0)) rmSync(made, { recursive: true, force: true });
  });

  it("gives a new folder a digest secret of its own, kept like the session secret", () => {
    const dataDir = folder();
    const session = loadOrCreateRootSecret(dataDir, undefined);
    const digest = loadOrCreateDigestSecret(dataDir, unset);
    expect(digest).not.toBe(session);
    expect(digest.length).toBeGreaterThanOrEqual(32);
    expect(loadOrCreateDigestSecret(dataDir, unset)).toBe(digest);
    expect(loadOrCreateRootSecret(dataDir, undefined)).toBe(session);
    expect(statSync(path.join(dataDir, "secrets", "digest-secret")).mode & 0o777).toBe(0o600);
  });

  it("makes the same digest secret whichever secret is asked for first", () => {
    const dataDir = folder();
    const digest = loadOrCreateDigestSecret(dataDir, unset);
    expect(loadOrCreateRootSecret(dataDir, undefined)).not.toBe(digest);
    expect(loadOrCreateDigestSecret(dataDir, unset)).toBe(digest);
  });

  it("keeps the digests of a folder from before: its digest secret starts as its session secret", () => {
    const dataDir = folder();
    mkdirSync(path.join(dataDir, "secrets"));
    writeFileSync(
      path.join(dataDir, "secrets", "session-secret"),
      "an-older-generated-session-secret-0123456789",
    );
    expect(loadOrCreateDigestSecret(dataDir, unset)).toBe("an-older-generated-session-secret-0123456789");
    expect(readFileSync(path.join(dataDir, "secrets", "digest-secret"), "utf8")).toBe(
      "an-older-generated-session-secret-0123456789",
    );
  });

  it("takes DIGEST_SECRET, else SESSION_SECRET as before it existed, writing nothing", () => {
    const dataDir = folder();
    expect(
      loadOrCreateDigestSecret(dataDir, { digestSecret: "d".repeat(32), sessionSecret: "s".repeat(32) }),
    ).toBe("d".repeat(32));
    expect(
      loadOrCreateDigestSecret(dataDir, { digestSecret: undefined, sessionSecret: "s".repeat(32) }),
    ).toBe("s".repeat(32));
    expect(() => statSync(path.join(dataDir, "secrets"))).toThrow();
  });
});
