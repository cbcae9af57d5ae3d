import { describe, expect, it } from "vitest";
import { clockLabel } from "./restaurant-clock";
import { nearest, seatingsOn } from "./seatings";

const wednesday = "2026-11-25";

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

  it("answers the nine nearest, earliest first, ties to the earlier", () => {
    const times = Array.from({ length: 20 }, (_, i) => 17 * 60 + i * 15);
    expect(nearest(times, 19 * 60).map(clockLabel)).toEqual([
      "18:00",
      "18:15",
      "18:30",
      "18:45",
      "19:00",
      "19:15",
      "19:30",
      "19:45",
      "20:00",
    ]);
    expect(nearest([17 * 60, 21 * 60], 19 * 60, 1).map(clockLabel)).toEqual(["17:00"]);
  });
});
