import { describe, expect, it } from "vitest";
import {
  formatSlotTime,
  nearestTime,
  reservationDateRange,
  reservationTimes,
  reservationTimesOn,
} from "./reservation-window";

describe("reservationDateRange", () => {
  it("runs from the restaurant's today to one year ahead, on its own clock", () => {
    // 03:00 UTC on January 1st is still December 31st in Chicago.
    const now = new Date(Date.UTC(2026, 0, 1, 3));
    expect(reservationDateRange(now, "America/Chicago")).toEqual({
      min: "2025-12-31",
      max: "2026-12-31",
      initial: "2025-12-31",
    });
    expect(reservationDateRange(now, "Europe/Berlin")).toEqual({
      min: "2026-01-01",
      max: "2027-01-01",
      initial: "2026-01-01",
    });
  });
});

describe("formatSlotTime", () => {
  it("reads as a twelve-hour clock", () => {
    expect(formatSlotTime("19:00")).toBe("7:00 PM");
    expect(formatSlotTime("12:30")).toBe("12:30 PM");
    expect(formatSlotTime("00:15")).toBe("12:15 AM");
    expect(formatSlotTime("2026-01-01T18:45")).toBe("2026-01-01T18:45");
  });
});

describe("reservationTimesOn", () => {
  // 2026-11-25 is a Wednesday.
  const hours = [
    { day: "Wed" as const, opens: "16:30", closes: "22:00" },
    { day: "Thu" as const, opens: "11:45", closes: "14:30" },
    { day: "Thu" as const, opens: "17:00", closes: "01:00" },
  ];

  it("offers the restaurant's own seatings that day, on the half hour", () => {
    const wednesday = reservationTimesOn(hours, "2026-11-25");
    expect(wednesday[0]).toBe("16:30");
    // The last seating leaves the 90-minute turn before closing.
    expect(wednesday.at(-1)).toBe("20:30");
    expect(wednesday).not.toContain("07:00");
    expect(wednesday).toHaveLength(9);
  });

  it("starts each shift at its opening, and a night past midnight runs to 23:30", () => {
    const thursday = reservationTimesOn(hours, "2026-11-26");
    expect(thursday.slice(0, 3)).toEqual(["11:45", "12:00", "12:30"]);
    expect(thursday).toContain("17:00");
    expect(thursday.at(-1)).toBe("23:30");
  });

  it("offers nothing on a closed day, every day's times before a date is known, and the default list without hours", () => {
    expect(reservationTimesOn(hours, "2026-11-24")).toEqual([]);
    const any = reservationTimesOn(hours, "");
    expect(any[0]).toBe("11:45");
    expect(any).toContain("16:30");
    expect(any.at(-1)).toBe("23:30");
    expect(reservationTimesOn([], "2026-11-25")).toBe(reservationTimes);
    expect(reservationTimes[0]).toBe("07:00");
    expect(reservationTimes.at(-1)).toBe("23:30");
  });
});

describe("nearestTime", () => {
  it("keeps a listed time, else takes the nearest one, the earlier on a tie", () => {
    expect(nearestTime(["17:00", "19:00"], "19:00")).toBe("19:00");
    expect(nearestTime(["11:30", "12:00", "14:00"], "19:00")).toBe("14:00");
    expect(nearestTime(["18:30", "19:30"], "19:00")).toBe("18:30");
    expect(nearestTime([], "19:00")).toBe("19:00");
  });
});
