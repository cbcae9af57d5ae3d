// Pure: the server signs with derivedKey("unlock") and checks with its key ring (the current
// key, then during a rotation window the previous one); tests that hold the deployment's root
// secret sign the same way. No "server-only" guard for that reason.
import type { KeyRing } from "./key-ring";
import { fieldsSignedBy, signFields } from "./signed-fields";

export interface UnlockGrant {
  readonly partnerCode: string;
  readonly publicId: string;
  /**
   * The lock the link ends (epoch milliseconds). It is the link's expiry, and what makes it single
   * use: once that lock is over, ended by the link or replaced by a later one, it matches nothing.
   */
  readonly lockedUntil: number;
}

/**
 * An HMAC over the partner, the member and the lock: whoever holds the lockout email may end that
 * one lock, and nothing else; the link cannot be moved to another member or another lock.
 */
export function unlockSignature(key: Buffer, grant: UnlockGrant): string {
  return signFields(key, "unlock", [grant.partnerCode, grant.publicId, String(grant.lockedUntil)]);
}

export function unlockSignatureValid(
  keys: KeyRing,
  grant: UnlockGrant,
  signature: string,
  now = Date.now(),
): boolean {
  if (!Number.isSafeInteger(grant.lockedUntil) || grant.lockedUntil <= now) return false;
  return fieldsSignedBy(
    keys,
    "unlock",
    [grant.partnerCode, grant.publicId, String(grant.lockedUntil)],
    signature,
  );
}

/**
 * The API path the lockout email links to. An API call rather than a page: it ends the lock and
 * redirects at once (no-store), so the signature is never part of a page that could be cached
 * and served to others; and once used it is worth nothing.
 */
export function unlockPath(key: Buffer, grant: UnlockGrant): string {
  const query = new URLSearchParams({
    id: grant.publicId,
    until: String(grant.lockedUntil),
    sig: unlockSignature(key, grant),
  });
  return `/api/Members/Unlock?${query.toString()}`;
}
