import "server-only";
import { reservationMailText, reservationMailWhen, type ReservationMailInput } from "./reservation-mail-text";

/**
 * The reminder the day before (decision 0072): the confirmation's body, links included, under a
 * heading that says the table is tomorrow. Sent on the restaurant's day before, so "tomorrow" is
 * the restaurant's; the date beside it says which day for a member in another zone.
 */
export function reminderMailText(input: ReservationMailInput): string {
  return reservationMailText(input, "A reminder: your table is booked for tomorrow.");
}

export function reminderMailSubject(input: Pick<ReservationMailInput, "reservation">): string {
  return `Reminder: ${reservationMailWhen(input.reservation)}`;
}
