import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { isProduction } from "@/platform/env";
import type { AppEnv } from "../context";
import { verifiedByRing } from "./key-ring";
import { derivedKey, derivedKeyRing } from "./secrets";

/**
 * A browser's memory of the accounts it signed in to, so that an account locked by someone
 * else's guesses still opens on its owner's own devices (with the right password and a human
 * check; routes/sign-in.ts). The value is a keyed digest per account, which names nobody and
 * cannot be made without the server's key: a guesser has no device cookie for the account. It
 * vouches for a browser, like a signature, so its key rotates with the session secret: one made
 * with the previous key is still recognised during the window (docs/decisions/0053).
 */
export const deviceCookieName = "rewards_device";

/** A household shares a computer: the accounts signed in to most recently, newest first. */
const maxAccounts = 5;
/** Long-lived: the owner's devices should still be known when a lockout comes, months later. */
const lifetimeSeconds = 365 * 86_400;
const digestPattern = /^[0-9a-f]{64}$/;

function deviceDigest(key: Buffer, partnerCode: string, memberId: string): string {
  return createHmac("sha256", key).update(`${partnerCode}\n${memberId}`).digest("hex");
}

/** Whether `digest` is this member's, made with the current key or the previous one. */
function isDigestOf(digest: string, partnerCode: string, memberId: string): boolean {
  const offered = Buffer.from(digest);
  return verifiedByRing(derivedKeyRing("sign-in-device"), (key) => {
    const expected = Buffer.from(deviceDigest(key, partnerCode, memberId));
    return offered.length === expected.length && timingSafeEqual(offered, expected);
  });
}

function digestsIn(c: Context<AppEnv>): string[] {
  const value = getCookie(c, deviceCookieName) ?? "";
  return value
    .split(".")
    .filter((digest) => digestPattern.test(digest))
    .slice(0, maxAccounts);
}

/** Whether this browser signed in to the member's account before. */
export function signedInHereBefore(c: Context<AppEnv>, partnerCode: string, memberId: string): boolean {
  return digestsIn(c).some((digest) => isDigestOf(digest, partnerCode, memberId));
}

/** After a sign-in with the password: this browser is one the member uses. */
export function rememberSignInDevice(c: Context<AppEnv>, partnerCode: string, memberId: string): void {
  const digest = deviceDigest(derivedKey("sign-in-device"), partnerCode, memberId);
  const others = digestsIn(c).filter((known) => !isDigestOf(known, partnerCode, memberId));
  const kept = [digest, ...others].slice(0, maxAccounts);
  setCookie(c, deviceCookieName, kept.join("."), {
    // Only the sign-in call reads it: pages and other calls never carry it.
    path: "/api/Members/SignIn",
    httpOnly: true,
    sameSite: "Lax",
    secure: isProduction(),
    maxAge: lifetimeSeconds,
  });
}
