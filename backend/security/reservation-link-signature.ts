// Pure: the server signs with derivedKey("reservation-link") and checks with its key ring (the current
// key, then during a rotation window the previous one); tests that hold the deployment's root
// secret sign the same way. No "server-only" guard for that reason.
import type { KeyRing } from "./key-ring";
import { fieldsSignedBy, signFields } from "./signed-fields";

/** The links in a confirmation email work until a day after the table's time: then there is nothing left to manage. */
export function reservationLinkExpires(startsAt: Date): number {
  return Math.floor(startsAt.getTime() / 1000) + 86_400;
}

export const reservationLinkActions = ["cancel", "modify"] as const;
export type ReservationLinkAction = (typeof reservationLinkActions)[number];

export interface ReservationLinkGrant {
  readonly reservationId: string;
  readonly action: ReservationLinkAction;
  /** Epoch seconds after which the link no longer works. */
  readonly expires: number;
}

/**
 * An HMAC over the reservation, the action and the expiry: whoever holds the email may cancel
 * (or change) that one booking without signing in, and nothing else; a cancel link cannot be
 * turned into a modify link, moved to another booking or kept working past its expiry.
 */
export function reservationLinkSignature(key: Buffer, grant: ReservationLinkGrant): string {
  return signFields(key, "reservation", [grant.reservationId, grant.action, String(grant.expires)]);
}

export function reservationLinkSignatureValid(
  keys: KeyRing,
  grant: ReservationLinkGrant,
  signature: string,
  now = Date.now(),
): boolean {
  if (!Number.isSafeInteger(grant.expires) || grant.expires * 1000 <= now) return false;
  return fieldsSignedBy(
    keys,
    "reservation",
    [grant.reservationId, grant.action, String(grant.expires)],
    signature,
  );
}

/** The page path an emailed link opens: the manage page shows the booking and offers the action. */
export function reservationLinkPath(key: Buffer, grant: ReservationLinkGrant): string {
  const query = new URLSearchParams({
    id: grant.reservationId,
    action: grant.action,
    expires: String(grant.expires),
    sig: reservationLinkSignature(key, grant),
  });
  return `/reservations/manage?${query.toString()}`;
}
