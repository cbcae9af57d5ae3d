import { reservationLeadMinutes } from "@/shared/constants";
import { maxPartySize } from "@/shared/contracts/reservations";
import { ReservationProviderError } from "./provider";
import { addDays, instantOf, localToday, minutesOf } from "./restaurant-clock";

/** A booking must be made at least this long before the seating, as restaurants ask. */
export const minimumLeadMinutes = reservationLeadMinutes;
const minuteMs = 60_000;

export interface Restaurant {
  readonly id: string;
  readonly timeZone: string;
  /** The largest party any of its tables seats (0: no tables). */
  readonly largestTable: number;
}

/**
 * The provider's refusals for a request that no table could satisfy, each with its own code (the
 * partner's wording is chosen from it): party size, the date window, a time too soon.
 */
export function checkBounds(
  restaurant: Restaurant,
  request: { date: string; time: string; partySize: number },
  now: Date,
): void {
  if (!Number.isInteger(request.partySize) || request.partySize < 1) {
    throw new ReservationProviderError("party_too_small", "Party size is at least 1");
  }
  const largest = Math.min(restaurant.largestTable, maxPartySize);
  if (request.partySize > largest) {
    throw new ReservationProviderError(
      "party_too_large",
      `Party size is at most ${largest} online; call the restaurant for larger groups`,
    );
  }
  // Yesterday counts: a diner west of the restaurant may still be on it (and the seating then
  // fails as too soon, with its own wording).
  const today = localToday(now, restaurant.timeZone);
  if (request.date < addDays(today, -1) || request.date > addDays(today, 366)) {
    throw new ReservationProviderError("date_out_of_range", "Choose a date from today up to one year ahead");
  }
  const startsAt = instantOf(request.date, minutesOf(request.time), restaurant.timeZone);
  if (startsAt.getTime() < now.getTime() + minimumLeadMinutes * minuteMs) {
    throw new ReservationProviderError(
      "time_too_soon",
      `Choose a time at least ${minimumLeadMinutes} minutes from now`,
    );
  }
}

/** Whether a seating can still be booked now (the lead time before it has not begun). */
export function bookableAt(startsAt: Date, now: Date): boolean {
  return startsAt.getTime() >= now.getTime() + minimumLeadMinutes * minuteMs;
}
