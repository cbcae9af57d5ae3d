import "client-only";
import type { AltchaChallenge, AltchaPayload } from "@/shared/contracts/human-check";

/**
 * Solves the human check's proof of work in the browser (DESIGN.md Human check): finds the
 * number n in 0..maxnumber with SHA-256(salt + n) equal to the challenge, using Web Crypto.
 * Resolves with the base64 payload the form sends as gRecaptchaResponse, or null when no number
 * fits (a challenge not made by our backend).
 */
export interface SolveOptions {
  /** Aborting (the member left the form) rejects with the signal's reason. */
  readonly signal?: AbortSignal;
  readonly subtle?: SubtleCrypto;
}

function hexToBytes(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

function sameBytes(digest: ArrayBuffer, expected: Uint8Array): boolean {
  const actual = new Uint8Array(digest);
  if (actual.length !== expected.length) return false;
  for (let i = 0; i < actual.length; i += 1) if (actual[i] !== expected[i]) return false;
  return true;
}

export async function solveAltcha(
  challenge: AltchaChallenge,
  options: SolveOptions = {},
): Promise<string | null> {
  const subtle = options.subtle ?? globalThis.crypto.subtle;
  const encoder = new TextEncoder();
  // Comparing bytes spares a hex string per attempt: the loop runs up to maxnumber times.
  const target = hexToBytes(challenge.challenge);
  const started = Date.now();
  for (let number = 0; number <= challenge.maxnumber; number += 1) {
    options.signal?.throwIfAborted();
    const digest = await subtle.digest("SHA-256", encoder.encode(challenge.salt + String(number)));
    if (sameBytes(digest, target)) {
      const payload: AltchaPayload = {
        algorithm: challenge.algorithm,
        challenge: challenge.challenge,
        number,
        salt: challenge.salt,
        signature: challenge.signature,
        took: Date.now() - started,
      };
      return btoa(JSON.stringify(payload));
    }
  }
  return null;
}
