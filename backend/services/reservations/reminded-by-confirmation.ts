import "server-only";
import { addDays, localToday } from "@/backend/reservations/restaurant-clock";

/**
 * What a booking's `remindedAt` becomes when its confirmation goes out (decision 0072): `now`
 * when that is on the restaurant's day before the table or later, since the member has just been
 * told everything the reminder would say (this covers every booking made less than 24 hours
 * ahead); otherwise null, and the reminder job writes the day before.
 */
export function remindedByConfirmation(
  booking: { readonly date: string; readonly timeZone: string },
  now: Date,
): Date | null {
  return localToday(now, booking.timeZone) >= addDays(booking.date, -1) ? now : null;
}
