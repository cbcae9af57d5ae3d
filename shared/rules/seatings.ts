import { calendarDateMs } from "@/shared/contracts/calendar-date";
import type { OpeningPeriod } from "@/shared/contracts/merchants";
import { weekdays, type Weekday } from "@/shared/contracts/weekdays";

// Imports no zod: the reservation block's time list reads it in the browser (docs/performance.md,
// Bundles), and the built-in reservation provider seats by it (decision 0034).

/** A table is held this long per booking; the last seating leaves room for it before closing. */
export const turnMinutes = 90;
export const seatingStepMinutes = 15;
const lastMinuteOfDay = 24 * 60 - seatingStepMinutes;

function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return hours * 60 + minutes;
}

/** The weekday of a "YYYY-MM-DD" calendar date; undefined for one the calendar does not have. */
export function calendarWeekday(date: string): Weekday | undefined {
  const ms = calendarDateMs(date);
  return Number.isFinite(ms) ? weekdays[new Date(ms).getUTCDay()] : undefined;
}

/**
 * Seating times (minutes after midnight) on a `day`, every 15 minutes from opening to the last
 * one that still ends its 90-minute turn by closing. A period closing after midnight seats until
 * 23:45 on its own day; the small hours belong to the previous day's period and are not offered.
 */
export function seatingsOnWeekday(day: Weekday, hours: readonly OpeningPeriod[]): number[] {
  const seatings = new Set<number>();
  for (const period of hours) {
    if (period.day !== day) continue;
    const opens = minutesOf(period.opens);
    const rawCloses = minutesOf(period.closes);
    const closes = rawCloses > opens ? rawCloses : rawCloses + 24 * 60;
    const first = Math.ceil(opens / seatingStepMinutes) * seatingStepMinutes;
    const last = Math.min(closes - turnMinutes, lastMinuteOfDay);
    for (let minutes = first; minutes <= last; minutes += seatingStepMinutes) seatings.add(minutes);
  }
  return [...seatings].sort((a, b) => a - b);
}

/** Seating times on the "YYYY-MM-DD" `date` (its weekday's periods); none on a date the calendar lacks. */
export function seatingsOn(date: string, hours: readonly OpeningPeriod[]): number[] {
  const day = calendarWeekday(date);
  return day ? seatingsOnWeekday(day, hours) : [];
}
