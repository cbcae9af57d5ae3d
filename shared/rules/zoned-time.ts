import { weekdays } from "@/shared/contracts/merchants";

/**
 * The instant of a wall-clock time ("YYYY-MM-DD", "HH:MM") on an IANA zone's clock: a dine
 * recorded for "19:30 on the 14th" means the restaurant's 19:30, wherever the server runs.
 * The zone's offset is read at the guessed instant and the guess corrected, twice, so the
 * answer holds across a daylight-saving change (a time skipped by the change moves forward).
 */
export function zonedTimeToInstant(date: string, time: string, timeZone: string): Date {
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  const [hour = 0, minute = 0] = time.split(":").map(Number);
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  let instant = wall;
  for (let pass = 0; pass < 2; pass += 1) instant = wall - offsetMs(new Date(instant), timeZone);
  return new Date(instant);
}

/** How far the zone's clock is ahead of UTC at `at`, in milliseconds. */
function offsetMs(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    part("year"),
    part("month") - 1,
    part("day"),
    part("hour"),
    part("minute"),
    part("second"),
  );
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** "YYYY-MM-DD" and the weekday of `date` on the restaurant's own clock. */
export function restaurantDay(
  date: Date,
  timeZone: string,
): { date: string; weekday: (typeof weekdays)[number] } {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    weekday: "short",
  }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return {
    date: `${part("year")}-${part("month")}-${part("day")}`,
    weekday: weekdays.find((day) => day === part("weekday")) ?? "Sun",
  };
}
