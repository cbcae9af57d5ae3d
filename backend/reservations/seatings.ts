import type { OpeningPeriod } from "@/shared/contracts/merchants";
import { minutesOf, weekdayOf } from "./restaurant-clock";

/** A table is held this long per booking; the last seating leaves room for it before closing. */
export const turnMinutes = 90;
export const seatingStepMinutes = 15;
/** Availability answers at most this many open times. */
export const maxSlots = 9;
const lastMinuteOfDay = 24 * 60 - seatingStepMinutes;

/**
 * Seating times (minutes after midnight) on `date`, every 15 minutes from opening to the last
 * one that still ends its 90-minute turn by closing. A period closing after midnight seats until
 * 23:45 on its own date; the small hours belong to the previous day's period and are not offered.
 */
export function seatingsOn(date: string, hours: readonly OpeningPeriod[]): number[] {
  const day = weekdayOf(date);
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

/** The `limit` times nearest `wanted` (ties go to the earlier), answered earliest first. */
export function nearest(times: readonly number[], wanted: number, limit = maxSlots): number[] {
  return [...times]
    .sort((a, b) => Math.abs(a - wanted) - Math.abs(b - wanted) || a - b)
    .slice(0, limit)
    .sort((a, b) => a - b);
}
