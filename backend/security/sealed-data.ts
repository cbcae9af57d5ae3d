import "server-only";
import { sealData, unsealData } from "iron-session";
import { ringKeys, type KeyRing } from "./key-ring";

/**
 * Iron seals (the session cookie, the SSO sign-in in progress) under a key ring
 * (docs/decisions/0053): sealed with the current key, opened with the current key and else, during
 * a rotation window, the previous one. Not iron-session's numbered password map: the number of
 * the password that sealed a cookie travels in the cookie, so every rotation would need a number
 * higher than the last, which two settings cannot remember; every seal carries "1", as before.
 */
const password = (key: Buffer): string => key.toString("base64url");

export function sealWithRing(data: object, keys: KeyRing, ttlSeconds: number): Promise<string> {
  return sealData(data, { password: password(keys.current), ttl: ttlSeconds });
}

/** What was sealed (always an object), or undefined when no key of the ring opens the seal. */
export async function unsealWithRing(sealed: string, keys: KeyRing, ttlSeconds: number): Promise<unknown> {
  for (const key of ringKeys(keys)) {
    const outcome = { opened: true };
    // iron-session answers {} rather than throwing for a seal it cannot open: its hook tells them apart.
    const data: unknown = await unsealData(sealed, {
      password: password(key),
      ttl: ttlSeconds,
      onUnsealError: () => {
        outcome.opened = false;
      },
    });
    if (outcome.opened) return data;
  }
  return undefined;
}
