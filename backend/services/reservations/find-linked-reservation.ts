import "server-only";
import type { Db } from "@/backend/db/client";
import { findReservationById, type ReservationRecord } from "@/backend/db/queries/member-reservations";
import {
  reservationLinkSignatureValid,
  type ReservationLinkAction,
} from "@/backend/security/reservation-link-signature";
import { derivedKeyRing } from "@/backend/security/secrets";

/**
 * The reservation an emailed link names, when its signature holds for that booking, action and
 * expiry (checked in constant time) and the booking is this partner's. Undefined otherwise: a
 * tampered, expired or foreign link learns nothing about any booking.
 */
export async function findLinkedReservation(
  db: Db,
  link: {
    partnerCode: string;
    id: string;
    action: ReservationLinkAction;
    expires: number;
    sig: string;
    now?: Date;
  },
): Promise<ReservationRecord | undefined> {
  const grant = { reservationId: link.id, action: link.action, expires: link.expires };
  const now = (link.now ?? new Date()).getTime();
  if (!reservationLinkSignatureValid(derivedKeyRing("reservation-link"), grant, link.sig, now))
    return undefined;
  const record = await findReservationById(db, link.id);
  return record?.partnerCode === link.partnerCode ? record : undefined;
}
