import "server-only";
import type { ReservationRecord } from "@/backend/db/queries/member-reservations";
import { missingRewardContactDays } from "@/shared/constants";
import type { MemberReservation } from "@/shared/contracts/reservations";
import type { PartnerConfig } from "@/partners/schema";
import type { ReservationWording } from "./reservation-wording";

const dayMs = 86_400_000;

/**
 * What became of the bonus. A posted bonus transaction decides (pending, then awarded); without
 * one, a cancelled or unhonoured booking earned nothing, and a past booking is still awaiting its
 * dine until card transactions have had time to arrive (the missing-reward window of the spec);
 * after that no dine was recorded.
 */
function bonusOf(
  record: ReservationRecord,
  partner: PartnerConfig,
  wording: ReservationWording,
  now: Date,
): MemberReservation["bonus"] {
  if (!partner.hasReservationBonus) return { state: "none", amount: 0, reason: null };
  const amount = partner.reservationBonus;
  switch (record.bonusAwardStatus) {
    case "Awarded":
    case "Paid":
      return { state: "awarded", amount, reason: null };
    case "Pending":
    case "Deferred":
      return { state: "pending", amount, reason: null };
    case "Forfeit":
      return { state: "not_earned", amount, reason: wording.notEarned("forfeited") };
    case null:
      break;
  }
  if (record.status === "cancelled")
    return { state: "not_earned", amount, reason: wording.notEarned("cancelled") };
  if (record.status === "no_show")
    return { state: "not_earned", amount, reason: wording.notEarned("no_show") };
  if (record.startsAt.getTime() + missingRewardContactDays * dayMs > now.getTime()) {
    return { state: "upcoming", amount, reason: null };
  }
  return { state: "not_earned", amount, reason: wording.notEarned("no_dine") };
}

/** A reservation row as the member's API answers it. The provider's cancel token never leaves. */
export function toMemberReservation(
  record: ReservationRecord,
  context: { partner: PartnerConfig; wording: ReservationWording; now: Date },
): MemberReservation {
  return {
    id: record.id,
    merchantId: record.merchantId,
    merchantName: record.merchantName,
    merchantAddress: record.merchantAddress,
    timeZone: record.timeZone,
    openingHours: record.openingHours,
    date: record.date,
    time: record.time,
    partySize: record.partySize,
    confirmationNumber: record.confirmationNumber,
    status: record.status,
    specialRequests: record.specialRequests,
    withCard: record.withCard,
    bonus: bonusOf(record, context.partner, context.wording, context.now),
    changeable: isUpcoming(record, context.now),
  };
}

/** Booked and not yet begun: the member may still change or cancel it. */
export function isUpcoming(record: Pick<ReservationRecord, "status" | "startsAt">, now: Date): boolean {
  return record.status === "booked" && record.startsAt.getTime() > now.getTime();
}
