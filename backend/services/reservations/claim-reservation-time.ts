import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/backend/db/client";
import { hasOverlappingReservation, type ReservationRecord } from "@/backend/db/queries/member-reservations";
import { memberReservations } from "@/backend/db/schema";
import type { ModifyReservationInput } from "@/shared/contracts/reservations";
import { lockMember } from "./lock-member";
import { remindedByConfirmation } from "./reminded-by-confirmation";
import { ReservationRefused } from "./reservation-refusal";

/** Where a change moves a booking: the member's row holds it while the provider is asked. */
export interface ClaimedTime extends ModifyReservationInput {
  readonly startsAt: Date;
}

function holding(record: ReservationRecord, at: ClaimedTime) {
  return and(
    eq(memberReservations.id, record.id),
    eq(memberReservations.date, at.date),
    eq(memberReservations.time, at.time),
    eq(memberReservations.partySize, at.partySize),
  );
}

/**
 * Moves the booking's row to the new time under the member's lock, after checking the overlap
 * window there (leaving the booking itself out). Done before the provider is asked, so a second
 * change or a new booking sent at the same moment sees this one when it takes the lock, and is
 * refused if the two would overlap; the lock cannot be held across the provider's call instead
 * (the built-in provider writes through the same database, which PGlite serves one transaction
 * at a time). False when the booking is no longer booked (cancelled meanwhile).
 * Throws ReservationRefused("overlap").
 */
export async function claimReservationTime(
  db: Db,
  input: { record: ReservationRecord; at: ClaimedTime; hours: number; now: Date },
): Promise<boolean> {
  const { record, at } = input;
  return db.transaction(async (tx) => {
    await lockMember(tx, record);
    const overlapping = await hasOverlappingReservation(tx, {
      partnerCode: record.partnerCode,
      memberId: record.memberId,
      merchantId: record.merchantId,
      startsAt: at.startsAt,
      hours: input.hours,
      exceptId: record.id,
    });
    if (overlapping) throw new ReservationRefused("overlap");
    const claimed = await tx
      .update(memberReservations)
      .set({
        date: at.date,
        time: at.time,
        startsAt: at.startsAt,
        partySize: at.partySize,
        updatedAt: input.now,
        // The reminder follows the booking to its new date (decision 0072); the change's
        // confirmation stands for it when the new date is tomorrow or today.
        ...(at.date === record.date
          ? {}
          : { remindedAt: remindedByConfirmation({ date: at.date, timeZone: record.timeZone }, input.now) }),
      })
      .where(and(eq(memberReservations.id, record.id), eq(memberReservations.status, "booked")))
      .returning({ id: memberReservations.id });
    return claimed.length > 0;
  });
}

/**
 * Puts the row back where the provider still holds the table, after the provider refused or
 * failed the change. Only while the row still holds this claim: a later change of the same
 * booking that claimed meanwhile is left alone.
 */
export async function releaseReservationTime(
  db: Db,
  input: { record: ReservationRecord; at: ClaimedTime },
): Promise<void> {
  const { record } = input;
  await db
    .update(memberReservations)
    .set({
      date: record.date,
      time: record.time,
      startsAt: record.startsAt,
      partySize: record.partySize,
      updatedAt: record.updatedAt,
      remindedAt: record.remindedAt,
    })
    .where(holding(record, input.at));
}
