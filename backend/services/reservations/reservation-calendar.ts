import "server-only";

/** How long a reservation occupies the calendar: the built-in provider's turn time. */
export const calendarEventMinutes = 90;

export interface CalendarEventInput {
  readonly uid: string;
  readonly startsAt: Date;
  readonly summary: string;
  readonly location: string;
  readonly description: string;
  readonly stamp: Date;
  readonly productId: string;
}

/** TEXT values escape backslash, semicolon, comma and newlines (RFC 5545 §3.3.11). */
export function escapeCalendarText(value: string): string {
  return value
    .replaceAll("\\", "\\\\")
    .replaceAll(";", "\\;")
    .replaceAll(",", "\\,")
    .replaceAll(/\r\n|\r|\n/g, "\\n");
}

/** UTC DATE-TIME form: 20261204T233000Z. */
function utcStamp(at: Date): string {
  return at
    .toISOString()
    .replaceAll(/[-:]/g, "")
    .replace(/\.\d{3}Z$/, "Z");
}

/**
 * Lines longer than 75 octets fold onto continuation lines starting with a space (§3.1), cut
 * between characters so a multi-byte character is never split.
 */
function fold(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/**
 * One reservation as an iCalendar file (RFC 5545). Times are in UTC, which every calendar shows
 * on its owner's clock, so no VTIMEZONE definition has to travel with the file.
 */
export function reservationCalendar(event: CalendarEventInput): string {
  const ends = new Date(event.startsAt.getTime() + calendarEventMinutes * 60_000);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${event.productId}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART:${utcStamp(event.startsAt)}`,
    `DTEND:${utcStamp(ends)}`,
    `SUMMARY:${escapeCalendarText(event.summary)}`,
    `LOCATION:${escapeCalendarText(event.location)}`,
    `DESCRIPTION:${escapeCalendarText(event.description)}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}
