import "server-only";
import type { MemberReservation } from "@/shared/contracts/reservations";
import { formatClockTime, formatReservationDate } from "./reservation-dates";

/** What every reservation email carries: the booking, its bonus and its signed links. */
export interface ReservationMailInput {
  readonly programName: string;
  readonly firstName: string;
  readonly reservation: MemberReservation;
  /** "point"/"points" as the partner names its currency. */
  readonly currencyName: { readonly one: string; readonly other: string };
  readonly cancelUrl: string;
  readonly modifyUrl: string;
}

/** "Harbor Grill, Friday, December 4, 2026 at 7:30 PM": the booking as a subject names it. */
export function reservationMailWhen(reservation: MemberReservation): string {
  return `${reservation.merchantName}, ${formatReservationDate(reservation.date)} at ${formatClockTime(reservation.time)}`;
}

/**
 * The body the confirmation and the reminder share (decision 0072), under the `heading` that
 * tells them apart: what was booked, where and when, the bonus it will earn, and links that
 * change or cancel this one booking without signing in (signed for it; backend/security).
 */
export function reservationMailText(input: ReservationMailInput, heading: string): string {
  const { reservation: r } = input;
  const guests = r.partySize === 1 ? "1 guest" : `${String(r.partySize)} guests`;
  const bonus =
    r.bonus.state === "upcoming"
      ? [
          `Dine with a linked card on the day and earn ${String(r.bonus.amount)} bonus ${
            r.bonus.amount === 1 ? input.currencyName.one : input.currencyName.other
          }.`,
          "",
        ]
      : [];
  return [
    `Hi ${input.firstName},`,
    "",
    heading,
    "",
    `Restaurant: ${r.merchantName}`,
    `Address: ${r.merchantAddress}`,
    `Date: ${formatReservationDate(r.date)}`,
    `Time: ${formatClockTime(r.time)}`,
    `Party: ${guests}`,
    `Confirmation number: ${r.confirmationNumber}`,
    "",
    ...bonus,
    "Need to change it?",
    input.modifyUrl,
    "",
    "Can't make it? Cancel here so the table goes to someone else:",
    input.cancelUrl,
    "",
    input.programName,
  ].join("\n");
}
