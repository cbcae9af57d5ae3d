const months = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** A calendar day (YYYY-MM-DD) as "1 January 2027", read as written whatever the browser's zone. */
export function formatLongDate(isoDay: string): string {
  const [year, month, day] = isoDay.split("-").map(Number);
  return `${String(day)} ${months[(month ?? 1) - 1] ?? ""} ${String(year)}`;
}
