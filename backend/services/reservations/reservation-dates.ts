import "server-only";

/** "2026-12-04" → "Friday, December 4, 2026": the restaurant's calendar date, named as written. */
export function formatReservationDate(date: string): string {
  const [year, month, day] = date.split("-").map(Number);
  return new Intl.DateTimeFormat("en-US", {
    timeZone: "UTC",
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
  }).format(new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1)));
}

/** "19:30" → "7:30 PM". */
export function formatClockTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const suffix = hours < 12 ? "AM" : "PM";
  return `${String(hours % 12 || 12)}:${String(minutes).padStart(2, "0")} ${suffix}`;
}
