import { solveChallenge } from "altcha-lib";
import { describe, expect, it } from "vitest";
import type { AltchaChallenge } from "@/shared/contracts/human-check";
import { challengeMaxNumber, challengeTtlMs, createChallenge, verifySolution } from "./altcha";
import { memoryUsedSolutionStore } from "./used-solutions";

const hmacKey = "test-altcha-key";
// Small challenges keep these tests quick; lib/client/browser/solve-altcha.test.ts solves a full-size one.
const maxNumber = 2_000;

async function solved(challenge: AltchaChallenge, number?: number): Promise<string> {
  const found = await solveChallenge(challenge.challenge, challenge.salt, "SHA-256", challenge.maxnumber)
    .promise;
  const payload = { ...challenge, number: number ?? found?.number ?? -1 };
  return btoa(JSON.stringify(payload));
}

describe("ALTCHA human check", () => {
  it("issues signed SHA-256 challenges that expire in ten minutes", async () => {
    const now = Date.UTC(2026, 10, 23, 1, 0, 0);
    const challenge = await createChallenge({ hmacKey, now: () => now });
    expect(challenge).toMatchObject({ algorithm: "SHA-256", maxnumber: challengeMaxNumber });
    expect(challenge.salt).toContain(`expires=${String((now + challengeTtlMs) / 1000)}`);
    expect((await createChallenge({ hmacKey })).salt).not.toBe(challenge.salt);
  });

  it("accepts a solution once", async () => {
    const store = memoryUsedSolutionStore();
    const payload = await solved(await createChallenge({ hmacKey, maxNumber }));
    expect(await verifySolution(payload, { hmacKey, store })).toEqual({ ok: true });
    expect(await verifySolution(payload, { hmacKey, store })).toEqual({ ok: false, reason: "replayed" });
  });

  it("refuses a wrong number, another key's challenge and a forged salt", async () => {
    const store = memoryUsedSolutionStore();
    const challenge = await createChallenge({ hmacKey, maxNumber });
    const right = JSON.parse(atob(await solved(challenge))) as { number: number; salt: string };
    expect(await verifySolution(await solved(challenge, right.number + 1), { hmacKey, store })).toEqual({
      ok: false,
      reason: "invalid",
    });
    const foreign = await solved(await createChallenge({ hmacKey: "another-key", maxNumber }));
    expect(await verifySolution(foreign, { hmacKey, store })).toEqual({ ok: false, reason: "invalid" });
    const later = right.salt.replace(
      /expires=\d+/,
      `expires=${String(Math.floor(Date.now() / 1000) + 86_400)}`,
    );
    const forged = btoa(JSON.stringify({ ...challenge, salt: later, number: right.number }));
    expect(await verifySolution(forged, { hmacKey, store })).toEqual({ ok: false, reason: "invalid" });
    // None of these spent the genuine solution.
    expect(await verifySolution(await solved(challenge), { hmacKey, store })).toEqual({ ok: true });
  });

  it("refuses an expired challenge", async () => {
    const past = Date.now() - challengeTtlMs - 1_000;
    const payload = await solved(await createChallenge({ hmacKey, maxNumber, now: () => past }));
    expect(await verifySolution(payload, { hmacKey, store: memoryUsedSolutionStore() })).toEqual({
      ok: false,
      reason: "expired",
    });
  });

  it.each([
    ["empty", ""],
    ["not base64", "%%%"],
    ["not JSON", btoa("hello")],
    ["wrong shape", btoa(JSON.stringify({ number: 1 }))],
    [
      "another algorithm",
      btoa(JSON.stringify({ algorithm: "SHA-1", challenge: "a", number: 1, salt: "s", signature: "b" })),
    ],
    ["too long", "A".repeat(10_000)],
  ])("refuses a malformed answer (%s)", async (_label, payload) => {
    expect(await verifySolution(payload, { hmacKey })).toEqual({ ok: false, reason: "malformed" });
  });

  it("uses the key derived from the root secret by default", async () => {
    const payload = await solved(await createChallenge({ maxNumber }));
    expect(await verifySolution(payload, { hmacKey, store: memoryUsedSolutionStore() })).toMatchObject({
      ok: false,
    });
    expect(await verifySolution(payload, { store: memoryUsedSolutionStore() })).toEqual({ ok: true });
  });
});

describe("ALTCHA challenges without an expiry", () => {
  it("are not ours, even when correctly signed and solved", async () => {
    const { createChallenge: createBare } = await import("altcha-lib");
    const bare = await createBare({ hmacKey, maxnumber: 100, number: 42 });
    const payload = btoa(JSON.stringify({ ...bare, number: 42 }));
    expect(await verifySolution(payload, { hmacKey, store: memoryUsedSolutionStore() })).toEqual({
      ok: false,
      reason: "invalid",
    });
  });
});
