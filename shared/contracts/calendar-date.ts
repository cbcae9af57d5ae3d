// Imports nothing: the reservation contracts check dates with it, and the browser's return-to-slot
// reader (shared/merchants/reservation-return.ts) does too without loading zod
// (docs/performance.md, Bundles).

/** The field message for a "YYYY-MM-DD" whose day the calendar does not have (2026-02-30). */
export const notOnCalendarMessage = "Choose a date that exists on the calendar";

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

/** True for a "YYYY-MM-DD" the calendar has. */
export function isCalendarDate(value: string): boolean {
  return Number.isFinite(calendarDateMs(value));
}
