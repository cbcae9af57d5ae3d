import { weekdays, type Weekday } from "@/shared/contracts/merchants";
import { calendarDateMs } from "@/shared/contracts/calendar-date";

/**
 * Dates and times on a restaurant's own clock (its IANA zone), whatever zone the server runs in:
 * a 19:00 table in Denver is 19:00 in Denver for a diner in Boston.
 */

const minuteMs = 60_000;
export const dayMs = 86_400_000;

export function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return hours * 60 + minutes;
}

export function clockLabel(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** The weekday of a "YYYY-MM-DD" calendar date. */
export function weekdayOf(date: string): Weekday {
  return weekdays[new Date(calendarDateMs(date)).getUTCDay()] ?? "Sun";
}

/** "YYYY-MM-DD" of the calendar date `days` after `date`. */
export function addDays(date: string, days: number): string {
  return new Date(calendarDateMs(date) + days * dayMs).toISOString().slice(0, 10);
}

// Building a formatter costs far more than using one, and a day's availability reads the clock
// for every seating: one formatter per zone, kept.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function wallClockMs(instant: number, timeZone: string): number {
  const parts = formatterFor(timeZone).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(part("year"), part("month") - 1, part("day"), part("hour") % 24, part("minute"));
}

/** Today's date on the restaurant's clock. */
export function localToday(now: Date, timeZone: string): string {
  return new Date(wallClockMs(now.getTime(), timeZone)).toISOString().slice(0, 10);
}

/**
 * The instant of a wall-clock date and time in `timeZone`. Two passes settle the zone's offset
 * (it can differ on either side of a daylight-saving change); a time skipped by the change lands
 * an hour later, as restaurants' systems treat it.
 */
export function instantOf(date: string, minutes: number, timeZone: string): Date {
  const wall = calendarDateMs(date) + minutes * minuteMs;
  let guess = wall;
  for (let pass = 0; pass < 2; pass += 1) guess = wall - (wallClockMs(guess, timeZone) - guess);
  return new Date(guess);
}
