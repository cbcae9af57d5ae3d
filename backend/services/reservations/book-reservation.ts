import "server-only";
import { and, count, eq, isNull } from "drizzle-orm";
import type { Db } from "@/backend/db/client";
import { findMemberReservation, hasOverlappingReservation } from "@/backend/db/queries/member-reservations";
import { findMerchant } from "@/backend/db/queries/merchants";
import { cards, memberReservations } from "@/backend/db/schema";
import type { ReservationProvider } from "@/backend/reservations/provider";
import { instantOf, minutesOf } from "@/backend/reservations/restaurant-clock";
import type { BookReservationInput, MemberReservation } from "@/shared/contracts/reservations";
import type { PartnerConfig } from "@/partners/schema";
import { partnerOpenTable } from "../merchants/merchant-summary";
import { breaksDailyLimit, breaksFraudRule } from "./check-fraud-rule";
import { lockMember } from "./lock-member";
import { callProvider, ReservationRefused } from "./reservation-refusal";
import { remindedByConfirmation } from "./reminded-by-confirmation";
import { loadReservationWording } from "./reservation-wording";
import { sendReservationConfirmation } from "./send-confirmation";
import { toMemberReservation } from "./to-member-reservation";

async function hasActiveCard(db: Db, input: { partnerCode: string; memberId: string }): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(cards)
    .where(
      and(
        eq(cards.partnerCode, input.partnerCode),
        eq(cards.memberId, input.memberId),
        isNull(cards.deletedAt),
      ),
    );
  return (row?.n ?? 0) > 0;
}

/**
 * Books a table for the member: the partner's fraud rule and the overlap window first (no call
 * to the provider for a booking we would refuse), then the provider, then our row and the
 * confirmation email to the member's account address (the form's guest contact goes to the
 * provider, for the restaurant, and nowhere else). Null when the merchant is unknown or takes no bookings for this partner.
 * Throws ReservationRefused for a refusal the member can act on.
 */
export async function bookReservation(
  db: Db,
  input: {
    provider: ReservationProvider;
    partner: PartnerConfig;
    memberId: string;
    origin: string;
    booking: BookReservationInput;
    now?: Date;
  },
): Promise<MemberReservation | null> {
  const now = input.now ?? new Date();
  const { partner, memberId, booking } = input;
  const merchant = await findMerchant(db, { merchantId: booking.merchantId });
  if (!merchant || !partnerOpenTable(partner, merchant)) return null;
  const startsAt = instantOf(booking.date, minutesOf(booking.time), merchant.timeZone);
  const scope = { partnerCode: partner.code, memberId };

  if (await breaksFraudRule(db, { partner, memberId, now })) throw new ReservationRefused("fraud");
  const overlapping = await hasOverlappingReservation(db, {
    ...scope,
    merchantId: merchant.id,
    startsAt,
    hours: partner.reservationOverlapHours,
  });
  if (overlapping) throw new ReservationRefused("overlap");

  const booked = await callProvider(() =>
    input.provider.book({
      restaurantId: merchant.id,
      date: booking.date,
      time: booking.time,
      partySize: booking.partySize,
      guest: {
        firstName: booking.firstName,
        lastName: booking.lastName,
        email: booking.email,
        phone: booking.phone,
      },
      ...(booking.specialRequests ? { specialRequests: booking.specialRequests } : {}),
    }),
  );

  const giveBack = () =>
    input.provider
      .cancel({ confirmationNumber: booked.confirmationNumber, cancelToken: booked.cancelToken })
      .catch(() => undefined);
  const startsAtBooked = instantOf(booked.date, minutesOf(booked.time), merchant.timeZone);
  let stored: string;
  try {
    stored = await db.transaction(async (tx) => {
      // Bookings sent at once (a double submit, or a burst at several restaurants) all passed
      // the checks above before the provider; under the member's lock they take turns with each
      // other and with changes (which claim their new time under it), so each sees the ones
      // stored before it, and one that overlaps or goes past the day's limit is refused.
      await lockMember(tx, scope);
      if (await breaksDailyLimit(tx, { partner, memberId, now })) throw new ReservationRefused("fraud");
      const overlaps = await hasOverlappingReservation(tx, {
        ...scope,
        merchantId: merchant.id,
        startsAt: startsAtBooked,
        hours: partner.reservationOverlapHours,
      });
      if (overlaps) throw new ReservationRefused("overlap");
      const [row] = await tx
        .insert(memberReservations)
        .values({
          ...scope,
          merchantId: merchant.id,
          date: booked.date,
          time: booked.time,
          startsAt: startsAtBooked,
          partySize: booked.partySize,
          specialRequests: booking.specialRequests || null,
          confirmationNumber: booked.confirmationNumber,
          providerCancelToken: booked.cancelToken,
          withCard: await hasActiveCard(tx, scope),
          remindedAt: remindedByConfirmation({ date: booked.date, timeZone: merchant.timeZone }, now),
        })
        .returning({ id: memberReservations.id });
      if (!row) throw new Error("Reservation row not stored");
      return row.id;
    });
  } catch (error) {
    // Not recorded here, so give the table back rather than hold one nobody can see or cancel.
    await giveBack();
    throw error;
  }

  const record = await findMemberReservation(db, { ...scope, reservationId: stored });
  if (!record) throw new Error("Stored reservation not found");
  const reservation = toMemberReservation(record, {
    partner,
    wording: await loadReservationWording(partner),
    now,
  });
  // To the account's own address: the form's email and name are the restaurant's contact only.
  await sendReservationConfirmation(db, {
    partner,
    origin: input.origin,
    memberId,
    reservation,
    startsAt: record.startsAt,
  });
  return reservation;
}
