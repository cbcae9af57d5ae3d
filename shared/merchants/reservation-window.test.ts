import { describe, expect, it } from "vitest";
import { formatSlotTime, reservationDateRange, reservationTimes } from "./reservation-window";

describe("reservationDateRange", () => {
  it("runs from yesterday to one year ahead", () => {
    expect(reservationDateRange(new Date(2026, 0, 1, 9))).toEqual({
      min: "2025-12-31",
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

describe("reservationTimes", () => {
  it("offers the 19:00 default", () => {
    expect(reservationTimes).toContain("19:00");
    expect(reservationTimes[0]).toBe("07:00");
    expect(reservationTimes.at(-1)).toBe("23:30");
  });
});
