import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/backend/db/client";
import { findReservationById, type ReservationRecord } from "@/backend/db/queries/member-reservations";
import { memberReservations } from "@/backend/db/schema";
import type { ReservationProvider } from "@/backend/reservations/provider";
import { instantOf, minutesOf } from "@/backend/reservations/restaurant-clock";
import type {
  MemberReservation,
  ModifyReservationInput,
  ProviderBooking,
} from "@/shared/contracts/reservations";
import type { PartnerConfig } from "@/partners/schema";
import { claimReservationTime, releaseReservationTime, type ClaimedTime } from "./claim-reservation-time";
import { callProvider } from "./reservation-refusal";
import { loadReservationWording } from "./reservation-wording";
import { sendReservationConfirmation } from "./send-confirmation";
import { isUpcoming, toMemberReservation } from "./to-member-reservation";

/**
 * Changes the time, date or party of a booking the caller may manage (the owner's, found by
 * its id and session, or one named by a signed link). Null when it is not upcoming and booked:
 * the route answers 404 as for an unknown id. The overlap window is checked again, leaving the
 * booking itself out, under the member's lock, and the row claims the new time there before the
 * provider moves the table (claim-reservation-time.ts): changes and bookings sent at once cannot
 * all pass. The member's account address gets the changed booking with fresh links (the booking
 * form's address is not kept).
 */
export async function modifyReservation(
  db: Db,
  input: {
    provider: ReservationProvider;
    partner: PartnerConfig;
    record: ReservationRecord | undefined;
    change: ModifyReservationInput;
    origin: string;
    now?: Date;
  },
): Promise<MemberReservation | null> {
  const now = input.now ?? new Date();
  const { record, change, partner } = input;
  if (!record || !isUpcoming(record, now)) return null;
  const at: ClaimedTime = {
    ...change,
    startsAt: instantOf(change.date, minutesOf(change.time), record.timeZone),
  };
  const claimed = await claimReservationTime(db, {
    record,
    at,
    hours: partner.reservationOverlapHours,
    now,
  });
  if (!claimed) return null;

  let changed: ProviderBooking;
  try {
    changed = await callProvider(() =>
      input.provider.modify({
        confirmationNumber: record.confirmationNumber,
        cancelToken: record.providerCancelToken,
        date: change.date,
        time: change.time,
        partySize: change.partySize,
      }),
    );
  } catch (error) {
    // The provider still holds the table where it was: so does our row again.
    await releaseReservationTime(db, { record, at });
    throw error;
  }
  // The provider seats the time it was asked for (the provider contract suite holds both to it),
  // so what it answers is what the claim checked.
  await db
    .update(memberReservations)
    .set({
      date: changed.date,
      time: changed.time,
      startsAt: instantOf(changed.date, minutesOf(changed.time), record.timeZone),
      partySize: changed.partySize,
      // A provider may issue a new confirmation and token for a moved table.
      confirmationNumber: changed.confirmationNumber,
      providerCancelToken: changed.cancelToken,
      updatedAt: now,
    })
    .where(eq(memberReservations.id, record.id));
  const updated = await findReservationById(db, record.id);
  if (!updated) throw new Error("Changed reservation not found");
  const reservation = toMemberReservation(updated, {
    partner,
    wording: await loadReservationWording(partner),
    now,
  });
  await sendReservationConfirmation(db, {
    partner,
    origin: input.origin,
    memberId: record.memberId,
    reservation,
    startsAt: updated.startsAt,
    changed: true,
  });
  return reservation;
}
