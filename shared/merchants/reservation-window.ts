/** Dates as the date input speaks them: local "YYYY-MM-DD". */
export function localIsoDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, "0");
  const day = String(date.getDate()).padStart(2, "0");
  return `${String(date.getFullYear())}-${month}-${day}`;
}

/**
 * The dates a table may be searched for: yesterday (a late-night search around midnight may
 * still mean "tonight") to one year ahead (public-and-shared §9 Reservation defaults).
 */
export function reservationDateRange(today: Date): { min: string; max: string; initial: string } {
  const min = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1);
  const max = new Date(today.getFullYear() + 1, today.getMonth(), today.getDate());
  return { min: localIsoDate(min), max: localIsoDate(max), initial: localIsoDate(today) };
}

/** "YYYY-MM-DD" of `now` on the clock of `timeZone` (IANA): a restaurant's today. */
export function dateIn(now: Date, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
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

/** Half-hour times from 07:00 to 23:30 for the time select. */
export const reservationTimes: readonly string[] = Array.from({ length: 34 }, (_, index) => {
  const minutes = 7 * 60 + index * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
});

/** "2026-12-01" → "Tuesday, December 1", the day as the restaurant's calendar names it. */
export function formatLongDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1).toLocaleDateString("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
  });
}
