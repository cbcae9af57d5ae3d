// Pure: the server signs with derivedKey("emulation") and checks with its key ring (the current
// key, then during a rotation window the previous one); journeys that hold the deployment's root
// secret sign the same way. No "server-only" guard for that reason.
import { randomBytes } from "node:crypto";
import type { KeyRing } from "./key-ring";
import { fieldsSignedBy, signFields } from "./signed-fields";

/** How long an emulation link works: long enough to open it, too short to pass around. */
export const emulationLinkLifetimeMs = 5 * 60_000;

export interface EmulationGrant {
  readonly partnerCode: string;
  readonly publicId: string;
  /** Epoch seconds after which the link no longer works. */
  readonly expires: number;
  /** Random per link: the link is single-use, and the nonce is what is spent. */
  readonly nonce: string;
}

function emulationFields(grant: EmulationGrant): string[] {
  return [grant.partnerCode, grant.publicId, String(grant.expires), grant.nonce];
}

/**
 * An HMAC over the purpose, partner, member, expiry and nonce: a link cannot be moved to another
 * member or partner, kept past its expiry, or made without the key. The purpose prefix keeps an
 * emulation signature from ever passing as another kind (activation links sign "activation").
 */
export function emulationSignature(key: Buffer, grant: EmulationGrant): string {
  return signFields(key, "emulation", emulationFields(grant));
}

/**
 * True for a link signed with `key` that has not expired. An expiry further ahead than a link's
 * lifetime (plus a minute of clock skew) is refused too, so a long-lived link cannot exist.
 */
export function emulationSignatureValid(
  keys: KeyRing,
  grant: EmulationGrant,
  signature: string,
  now = Date.now(),
): boolean {
  const expiresMs = grant.expires * 1000;
  if (expiresMs <= now || expiresMs > now + emulationLinkLifetimeMs + 60_000) return false;
  return fieldsSignedBy(keys, "emulation", emulationFields(grant), signature);
}

/** A new link's grant for one member, expiring a lifetime from now. */
export function newEmulationGrant(partnerCode: string, publicId: string, now = Date.now()): EmulationGrant {
  return {
    partnerCode,
    publicId,
    expires: Math.floor((now + emulationLinkLifetimeMs) / 1000),
    nonce: randomBytes(18).toString("base64url"),
  };
}

/** The path of the link on the partner's site. */
export function emulationPath(key: Buffer, grant: EmulationGrant): string {
  const query = new URLSearchParams({
    public_id: grant.publicId,
    expires: String(grant.expires),
    nonce: grant.nonce,
    signature: emulationSignature(key, grant),
  });
  return `/api/emulation/start?${query.toString()}`;
}
