import { describe, expect, it } from "vitest";
import { calendarWeekday, seatingsOn } from "./seatings";

const wednesday = "2026-11-25";
const clockLabel = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

describe("seatings", () => {
  it("seats every 15 minutes from opening, the last one leaving the 90-minute turn before closing", () => {
    const seatings = seatingsOn(wednesday, [{ day: "Wed", opens: "17:00", closes: "22:00" }]).map(clockLabel);
    expect(seatings[0]).toBe("17:00");
    expect(seatings.at(-1)).toBe("20:30");
    expect(seatings).toHaveLength(15);
  });

  it("follows split shifts and only the date's own weekday", () => {
    const hours = [
      { day: "Wed" as const, opens: "11:30", closes: "14:30" },
      { day: "Wed" as const, opens: "17:00", closes: "19:00" },
      { day: "Thu" as const, opens: "08:00", closes: "23:00" },
    ];
    expect(seatingsOn(wednesday, hours).map(clockLabel)).toEqual([
      "11:30",
      "11:45",
      "12:00",
      "12:15",
      "12:30",
      "12:45",
      "13:00",
      "17:00",
      "17:15",
      "17:30",
    ]);
    expect(seatingsOn("2026-11-24", hours)).toEqual([]);
  });

  it("seats until 23:45 on a night that closes after midnight, and rounds an odd opening up", () => {
    const seatings = seatingsOn(wednesday, [{ day: "Wed", opens: "17:10", closes: "02:00" }]).map(clockLabel);
    expect(seatings[0]).toBe("17:15");
    expect(seatings.at(-1)).toBe("23:45");
  });

  it("offers nothing on a date the calendar does not have", () => {
    expect(calendarWeekday("2026-02-30")).toBeUndefined();
    expect(seatingsOn("", [{ day: "Wed", opens: "17:00", closes: "22:00" }])).toEqual([]);
  });
});
