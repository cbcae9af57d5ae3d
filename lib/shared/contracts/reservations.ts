import { z } from "zod";
import { text } from "./text";

/**
 * Reservation availability on the merchant page (OpenTable merchants only):
 * GET /api/merchants/{merchantId}/reservations/availability?date=YYYY-MM-DD&time=HH:MM&partySize=N
 */

export const maxPartySize = 20;
const dayMs = 86_400_000;

/** "YYYY-MM-DD" → epoch ms at midnight UTC, or NaN when it is not a real calendar date. */
export function calendarDateMs(value: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return Number.NaN;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const check = new Date(ms);
  // Date.UTC rolls 2026-02-31 over to March: a date that moved was not a real one.
  return check.getUTCMonth() === month - 1 && check.getUTCDate() === day ? ms : Number.NaN;
}

/**
 * Yesterday (a visitor west of UTC may still be on it) to one year ahead, as restaurants book.
 * Read at validation time, so the window moves with the clock.
 */
function withinBookingWindow(value: string): boolean {
  const ms = calendarDateMs(value);
  const now = new Date();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return ms >= today - dayMs && ms <= today + 366 * dayMs;
}

export const reservationAvailabilityQuerySchema = z.object({
  date: text({ error: "Choose a date" })
    .regex(/^\d{4}-\d{2}-\d{2}$/, "date must be YYYY-MM-DD")
    .refine((value) => Number.isFinite(calendarDateMs(value)), "date is not a calendar date")
    .refine(withinBookingWindow, "Choose a date from today up to one year ahead"),
  time: text({ error: "Choose a time" }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, "time must be HH:MM (24-hour)"),
  partySize: z.coerce
    .number({ error: "partySize must be a number" })
    .int("partySize must be a whole number")
    .min(1, "Party size is at least 1")
    .max(maxPartySize, `Party size is at most ${maxPartySize}; call the restaurant for larger groups`),
});
export type ReservationAvailabilityQuery = z.output<typeof reservationAvailabilityQuerySchema>;

export const reservationAvailabilitySchema = z.object({
  /** Open times ("18:30"), at most 9, around the requested time and in order. */
  slots: z.array(text().regex(/^\d{2}:\d{2}$/)),
  /** The partner's reservation bonus in its currency units, or null when it has none. */
  bonus: z.number().int().nonnegative().nullable(),
});
export type ReservationAvailability = z.infer<typeof reservationAvailabilitySchema>;
