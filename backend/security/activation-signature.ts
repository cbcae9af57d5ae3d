// Pure: the server signs with derivedKey("activation") and checks with its key ring (the current
// key, then during a rotation window the previous one); tests and journeys that hold the deployment's root
// secret sign the same way. No "server-only" guard for that reason.
import type { KeyRing } from "./key-ring";
import { fieldsSignedBy, signFields } from "./signed-fields";

/** How long an emailed activation link works. */
export const activationLinkLifetimeMs = 30 * 86_400_000;

export interface ActivationGrant {
  readonly partnerCode: string;
  readonly publicId: string;
  /** Epoch seconds after which the link no longer works. */
  readonly expires: number;
}

/**
 * The signature an activation link carries: an HMAC over the partner, the public id and the
 * expiry, so a public id alone (shared in a referral link, say) activates nobody, and a link
 * cannot be moved to another member or kept working past its expiry.
 */
export function activationSignature(key: Buffer, grant: ActivationGrant): string {
  return signFields(key, "activation", [grant.partnerCode, grant.publicId, String(grant.expires)]);
}

export function activationSignatureValid(
  keys: KeyRing,
  grant: ActivationGrant,
  signature: string,
  now = Date.now(),
): boolean {
  if (grant.expires * 1000 <= now) return false;
  return fieldsSignedBy(
    keys,
    "activation",
    [grant.partnerCode, grant.publicId, String(grant.expires)],
    signature,
  );
}

/** The path of a member's activation link on their partner's site. */
export function activationPath(key: Buffer, grant: ActivationGrant): string {
  const query = new URLSearchParams({
    public_id: grant.publicId,
    expires: String(grant.expires),
    signature: activationSignature(key, grant),
  });
  return `/activate?${query.toString()}`;
}
