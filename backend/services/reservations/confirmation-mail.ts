import "server-only";
import type { MemberReservation } from "@/shared/contracts/reservations";
import { reservationMailText, reservationMailWhen, type ReservationMailInput } from "./reservation-mail-text";

export interface ConfirmationMailInput extends ReservationMailInput {
  /** True for the email sent after a change: it says so instead of "is booked". */
  readonly changed?: boolean;
}

/** The confirmation email's text: the booking's shared body under "is booked" or "has been changed". */
export function confirmationMailText(input: ConfirmationMailInput): string {
  return reservationMailText(
    input,
    input.changed ? "Your reservation has been changed:" : "Your table is booked:",
  );
}

export function confirmationMailSubject(input: {
  readonly reservation: MemberReservation;
  readonly changed?: boolean;
}): string {
  return `${input.changed ? "Reservation changed" : "Reservation confirmed"}: ${reservationMailWhen(input.reservation)}`;
}
