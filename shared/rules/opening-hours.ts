import { weekdays, type Weekday } from "@/shared/contracts/weekdays";
import type { OpeningPeriod } from "@/shared/contracts/merchants";

const minutesPerDay = 1440;
const minutesPerWeek = 7 * minutesPerDay;

/** The day and minute of the day on the restaurant's clock. */
export interface LocalClock {
  day: Weekday;
  minutes: number;
}

/** Open: until when (its local day and "HH:MM"). Closed: when it next opens, or never (no hours). */
export type OpeningStatus =
  | { open: true; closesDay: Weekday; closesAt: string }
  | { open: false; opensDay: Weekday; opensAt: string; opensToday: boolean }
  | { open: false; opensDay: null; opensAt: null; opensToday: false };

function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return hours * 60 + minutes;
}

function timeOf(minutes: number): string {
  const inDay = ((minutes % minutesPerDay) + minutesPerDay) % minutesPerDay;
  return `${String(Math.floor(inDay / 60)).padStart(2, "0")}:${String(inDay % 60).padStart(2, "0")}`;
}

function dayOf(minutesOfWeek: number): Weekday {
  const index = Math.floor(
    (((minutesOfWeek % minutesPerWeek) + minutesPerWeek) % minutesPerWeek) / minutesPerDay,
  );
  return weekdays[index] ?? "Sun";
}

/** The weekday and minute of `now` in `timeZone` (IANA), whatever the visitor's own zone. */
export function localClock(now: Date, timeZone: string): LocalClock {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    weekday: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  const day = weekdays.find((d) => d === part("weekday")) ?? "Sun";
  return { day, minutes: (Number(part("hour")) % 24) * 60 + Number(part("minute")) };
}

/**
 * Periods as [start, end) minutes of the week from Sunday 00:00. A closing time at or before the
 * opening time is the next day's; periods that touch ("to 24:00", "from 00:00") are merged so
 * that "Closes at" names when the doors really close.
 */
function weekIntervals(hours: readonly OpeningPeriod[]): [number, number][] {
  const intervals = hours
    .map((period): [number, number] => {
      const start = weekdays.indexOf(period.day) * minutesPerDay + minutesOf(period.opens);
      const opens = minutesOf(period.opens);
      const closes = minutesOf(period.closes);
      const length = closes > opens ? closes - opens : closes + minutesPerDay - opens;
      return [start, start + length];
    })
    .sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [start, end] of intervals) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  // Saturday night running into Sunday morning's first period.
  const first = merged[0];
  const last = merged.at(-1);
  if (first && last && merged.length > 1 && last[1] >= first[0] + minutesPerWeek) {
    last[1] = Math.max(last[1], first[1] + minutesPerWeek);
    merged.shift();
  }
  return merged;
}

/** Whether the restaurant is open at `clock` on its own clock, and until when or from when. */
export function openingStatus(hours: readonly OpeningPeriod[], clock: LocalClock): OpeningStatus {
  const now = weekdays.indexOf(clock.day) * minutesPerDay + clock.minutes;
  const intervals = weekIntervals(hours);
  for (const [start, end] of intervals) {
    // A period that began last Saturday can still be running early on Sunday.
    for (const at of [now, now + minutesPerWeek]) {
      if (at >= start && at < end) return { open: true, closesDay: dayOf(end), closesAt: timeOf(end) };
    }
  }
  let next: number | null = null;
  for (const [start] of intervals) {
    const wait = (((start - now) % minutesPerWeek) + minutesPerWeek) % minutesPerWeek;
    if (next === null || wait < next) next = wait;
  }
  if (next === null) return { open: false, opensDay: null, opensAt: null, opensToday: false };
  const opensAt = now + next;
  return {
    open: false,
    opensDay: dayOf(opensAt),
    opensAt: timeOf(opensAt),
    opensToday: dayOf(opensAt) === clock.day && next < minutesPerDay,
  };
}

/** "14:30" → "2:30 PM", "00:00" → "12 AM": how the hours read on the page. */
export function formatClockTime(time: string): string {
  const minutes = minutesOf(time);
  const hours = Math.floor(minutes / 60);
  const suffix = hours < 12 ? "AM" : "PM";
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const rest = minutes % 60;
  return rest === 0
    ? `${String(hour12)} ${suffix}`
    : `${String(hour12)}:${String(rest).padStart(2, "0")} ${suffix}`;
}

/** Each weekday's periods in opening order; an empty list is a closed day. */
export function hoursByDay(hours: readonly OpeningPeriod[]): { day: Weekday; periods: OpeningPeriod[] }[] {
  return weekdays.map((day) => ({
    day,
    periods: hours.filter((period) => period.day === day).sort((a, b) => a.opens.localeCompare(b.opens)),
  }));
}
