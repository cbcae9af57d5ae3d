import type { OpeningPeriod } from "@/shared/contracts/merchants";
import { weekdays } from "@/shared/contracts/weekdays";
import { calendarWeekday, seatingsOnWeekday } from "@/shared/rules/seatings";

/** Dates as the date input speaks them: local "YYYY-MM-DD". */
export function localIsoDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, "0");
  const day = String(date.getDate()).padStart(2, "0");
  return `${String(date.getFullYear())}-${month}-${day}`;
}

/** "YYYY-MM-DD" of `now` on the clock of `timeZone` (IANA): a restaurant's today. */
export function dateIn(now: Date, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

/**
 * The dates a table may be picked for: the restaurant's today, on its own clock, to one year
 * ahead (public-and-shared §9 Reservation defaults). The spec's "yesterday" lets a visitor west
 * of the restaurant still pick its today; reading today on the restaurant's clock does that
 * without offering a date that is already over there (decision 0059).
 */
export function reservationDateRange(
  now: Date,
  timeZone: string,
): { min: string; max: string; initial: string } {
  const today = dateIn(now, timeZone);
  const [year = 1970, month = 1, day = 1] = today.split("-").map(Number);
  const max = new Date(Date.UTC(year + 1, month - 1, day)).toISOString().slice(0, 10);
  return { min: today, max, initial: today };
}

/** "19:30" → "7:30 PM", as a slot button reads. */
export function formatSlotTime(time: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!match) return time;
  const hours = Number(match[1]);
  const suffix = hours >= 12 ? "PM" : "AM";
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${String(twelve)}:${match[2] ?? "00"} ${suffix}`;
}

/** Half-hour times from 07:00 to 23:30: the list for a restaurant whose hours are not known. */
export const reservationTimes: readonly string[] = Array.from({ length: 34 }, (_, index) =>
  clockLabel(7 * 60 + index * 30),
);

function clockLabel(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return hours * 60 + minutes;
}

/** Seatings on the half hour, and each run's first seating when it falls between (a 16:45 opening). */
function listed(seatings: readonly number[]): number[] {
  return seatings.filter((minutes, index) => minutes % 30 === 0 || seatings[index - 1] !== minutes - 15);
}

/**
 * The times the time select offers on `date`: the restaurant's own seatings that day (opening to
 * the last seating before closing, the provider's rule in shared/rules/seatings.ts), on the half
 * hour. None on a day it is closed. Before a date is known (the server's HTML) every day's
 * times; the default list when the restaurant's hours are not known (decision 0059).
 */
export function reservationTimesOn(hours: readonly OpeningPeriod[], date: string): readonly string[] {
  if (hours.length === 0) return reservationTimes;
  const day = calendarWeekday(date);
  const times = new Set((day ? [day] : weekdays).flatMap((each) => listed(seatingsOnWeekday(each, hours))));
  return [...times].sort((a, b) => a - b).map(clockLabel);
}

/** `wanted` when the list has it, else the listed time nearest it (the earlier on a tie). */
export function nearestTime(times: readonly string[], wanted: string): string {
  if (times.length === 0 || times.includes(wanted)) return wanted;
  const target = minutesOf(wanted);
  return times.reduce((best, time) =>
    Math.abs(minutesOf(time) - target) < Math.abs(minutesOf(best) - target) ? time : best,
  );
}

/** "2026-12-01" → "Tuesday, December 1", the day as the restaurant's calendar names it. */
export function formatLongDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1).toLocaleDateString("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
  });
}
