import { describe, expect, it } from "vitest";
import { escapeCalendarText, reservationCalendar } from "./reservation-calendar";

describe("reservationCalendar", () => {
  const event = {
    uid: "abc@dining.example",
    productId: "-//Program//Reservations//EN",
    stamp: new Date("2026-11-25T10:00:00Z"),
    startsAt: new Date("2026-12-04T00:30:00Z"),
    summary: "Dinner at Salt; Pepper, & Co",
    location: "1 Main St, Boston, MA 02110",
    description: "Table for 2 guests.\nConfirmation number: HX-1",
  };

  it("escapes backslash, semicolon, comma and newlines in TEXT values", () => {
    expect(escapeCalendarText("a\\b;c,d\ne\r\nf")).toBe("a\\\\b\\;c\\,d\\ne\\nf");
  });

  it("writes a VEVENT of 90 minutes in UTC with CRLF line ends", () => {
    const ics = reservationCalendar(event);
    expect(ics.endsWith("\r\n")).toBe(true);
    const lines = ics.split("\r\n");
    expect(lines).toContain("DTSTART:20261204T003000Z");
    expect(lines).toContain("DTEND:20261204T020000Z");
    expect(lines).toContain("DTSTAMP:20261125T100000Z");
    expect(lines).toContain("SUMMARY:Dinner at Salt\\; Pepper\\, & Co");
    expect(lines).toContain("LOCATION:1 Main St\\, Boston\\, MA 02110");
    expect(lines).toContain("DESCRIPTION:Table for 2 guests.\\nConfirmation number: HX-1");
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines.at(-2)).toBe("END:VCALENDAR");
  });

  it("folds lines longer than 75 octets without splitting a character", () => {
    const ics = reservationCalendar({ ...event, summary: `Dinner at ${"Café ".repeat(30)}` });
    for (const line of ics.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const summary = ics
      .replaceAll("\r\n ", "")
      .split("\r\n")
      .find((line) => line.startsWith("SUMMARY:"));
    expect(summary).toBe(`SUMMARY:Dinner at ${"Café ".repeat(30)}`);
  });
});
