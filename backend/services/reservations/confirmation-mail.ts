import "server-only";
import type { MemberReservation } from "@/shared/contracts/reservations";
import { formatClockTime, formatReservationDate } from "./reservation-dates";

export interface ConfirmationMailInput {
  readonly programName: string;
  readonly firstName: string;
  readonly reservation: MemberReservation;
  /** "point"/"points" as the partner names its currency. */
  readonly currencyName: { readonly one: string; readonly other: string };
  readonly cancelUrl: string;
  readonly modifyUrl: string;
  /** True for the email sent after a change: it says so instead of "is booked". */
  readonly changed?: boolean;
}

/**
 * The confirmation email's text: what was booked, the bonus it will earn, and links that change or
 * cancel this one booking without signing in (signed for it; backend/security).
 */
export function confirmationMailText(input: ConfirmationMailInput): string {
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
    input.changed ? "Your reservation has been changed:" : "Your table is booked:",
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

export function confirmationMailSubject(
  input: Pick<ConfirmationMailInput, "reservation" | "changed">,
): string {
  const { reservation: r } = input;
  return `${input.changed ? "Reservation changed" : "Reservation confirmed"}: ${r.merchantName}, ${formatReservationDate(r.date)} at ${formatClockTime(r.time)}`;
}
