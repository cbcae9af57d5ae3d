import "server-only";
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { createChallenge as createAltchaChallenge, extractParams } from "altcha-lib";
import {
  type AltchaChallenge,
  type AltchaPayload,
  altchaChallengeSchema,
  altchaPayloadSchema,
  humanCheckResponseMaxLength,
} from "@/shared/contracts/human-check";
import { singleKeyRing, verifiedByRing, type KeyRing } from "../../security/key-ring";
import { derivedKey, derivedKeyRing } from "../../security/secrets";
import { failed, passed, type HumanCheckResult } from "./result";
import { memoryUsedSolutionStore, type UsedSolutionStore } from "./used-solutions";

/**
 * ALTCHA proof of work (DESIGN.md Human check): self-hosted, needs no third party, works
 * offline. The challenge is signed with an HMAC key derived from the root secret, so any app
 * instance can verify what another issued; a solution is spent on first use.
 */

/** Long enough to fill in a form after the check solved itself, short enough to limit hoarding. */
export const challengeTtlMs = 10 * 60_000;

/**
 * The secret number is drawn from 1..maxnumber, so a solver tries maxnumber/2 SHA-256 hashes on
 * average. The browser solves in Web Workers (up to 4), each hashing with Web Crypto, one async
 * call per attempt: measured here at about 54,000 a second on one busy server core, so a phone
 * core does some 15,000-25,000, and four workers about 60,000-100,000 a second. 250,000 then
 * takes a phone about 1.25-2 s on average and a laptop about 0.5 s, while a bot hashing natively
 * (a few million a second per core) pays about 0.05-0.1 s a challenge instead of the 0.01-0.04 s
 * the former 50,000 cost it. Raise it further to make bulk sign-ups dearer still.
 */
export const challengeMaxNumber = 250_000;

export interface AltchaOptions {
  /** Tests pass their own; the app derives one from the root secret. */
  readonly hmacKey?: string;
  readonly now?: () => number;
  readonly store?: UsedSolutionStore;
  /** Tests shrink the work; the app always uses challengeMaxNumber. */
  readonly maxNumber?: number;
}

// Only when no store is given (unit tests of the function itself); the app passes the database's.
const sharedStore = memoryUsedSolutionStore();

function hmacKeyOf(options: AltchaOptions): string {
  return options.hmacKey ?? derivedKey("altcha").toString("hex");
}

/**
 * The keys a solved challenge may be signed with: a challenge issued just before a rotation of the
 * secret still counts (docs/decisions/0053). As bytes of the text altcha-lib keys its HMAC with.
 */
function hmacKeysOf(options: AltchaOptions): KeyRing {
  if (options.hmacKey) return singleKeyRing(Buffer.from(options.hmacKey));
  const text = (key: Buffer) => Buffer.from(key.toString("hex"));
  const { current, previous } = derivedKeyRing("altcha");
  return previous ? { current: text(current), previous: text(previous) } : singleKeyRing(text(current));
}

export async function createChallenge(options: AltchaOptions = {}): Promise<AltchaChallenge> {
  const now = options.now?.() ?? Date.now();
  const challenge = await createAltchaChallenge({
    algorithm: "SHA-256",
    hmacKey: hmacKeyOf(options),
    maxnumber: options.maxNumber ?? challengeMaxNumber,
    expires: new Date(now + challengeTtlMs),
  });
  return altchaChallengeSchema.parse(challenge);
}

function decode(response: string): AltchaPayload | undefined {
  if (response.length > humanCheckResponseMaxLength) return undefined;
  try {
    const parsed = altchaPayloadSchema.safeParse(JSON.parse(atob(response)));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

function sameHex(expected: string, actual: string): boolean {
  const a = Buffer.from(expected, "hex");
  const b = Buffer.from(actual, "hex");
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * ALTCHA's own check, redone here to compare in constant time (altcha-lib compares strings
 * with ===, which leaks how much of a forged signature was right): the number must hash with
 * the salt to the challenge, and the challenge must carry our signature.
 */
function solves(payload: AltchaPayload, hmacKeys: KeyRing): boolean {
  const challenge = createHash("sha256")
    .update(`${payload.salt}${String(payload.number)}`)
    .digest("hex");
  if (!sameHex(challenge, payload.challenge)) return false;
  return verifiedByRing(hmacKeys, (key) =>
    sameHex(createHmac("sha256", key).update(challenge).digest("hex"), payload.signature),
  );
}

/** Checks a base64 ALTCHA solution: well formed, unexpired, signed by us, solved, and not spent before. */
export async function verifySolution(
  response: string,
  options: AltchaOptions = {},
): Promise<HumanCheckResult> {
  const payload = decode(response);
  if (!payload) return failed("malformed");
  if (!solves(payload, hmacKeysOf(options))) return failed("invalid");
  const now = options.now?.() ?? Date.now();
  // Every challenge we issue carries an expiry inside its signed salt; one without is not ours.
  const expiresAt = Number(extractParams(payload).expires) * 1000;
  if (!Number.isFinite(expiresAt) || expiresAt <= 0) return failed("invalid");
  if (expiresAt <= now) return failed("expired");
  // Claimed only once proven valid, so junk cannot fill the store.
  const first = await (options.store ?? sharedStore).claim(payload.signature, expiresAt, now);
  return first ? passed : failed("replayed");
}
