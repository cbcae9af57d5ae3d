import { describe, expect, it } from "vitest";
import { addDays, instantOf, localToday, weekdayOf } from "./restaurant-clock";

describe("the restaurant's clock", () => {
  it("turns a wall-clock time into the instant in the restaurant's zone", () => {
    expect(instantOf("2026-07-10", 19 * 60, "America/New_York").toISOString()).toBe(
      "2026-07-10T23:00:00.000Z",
    );
    expect(instantOf("2026-01-10", 19 * 60, "America/New_York").toISOString()).toBe(
      "2026-01-11T00:00:00.000Z",
    );
    expect(instantOf("2026-01-10", 19 * 60, "America/Los_Angeles").toISOString()).toBe(
      "2026-01-11T03:00:00.000Z",
    );
  });

  it("settles the offset on daylight-saving days", () => {
    // 2026-03-08: New York springs forward at 02:00; the evening is already on EDT.
    expect(instantOf("2026-03-08", 19 * 60, "America/New_York").toISOString()).toBe(
      "2026-03-08T23:00:00.000Z",
    );
    // 2026-11-01: back to EST at 02:00.
    expect(instantOf("2026-11-01", 19 * 60, "America/New_York").toISOString()).toBe(
      "2026-11-02T00:00:00.000Z",
    );
  });

  it("reads today on the restaurant's clock, which may be yesterday in UTC", () => {
    const lateEvening = new Date("2026-05-02T02:30:00Z");
    expect(localToday(lateEvening, "America/Chicago")).toBe("2026-05-01");
    expect(localToday(lateEvening, "UTC")).toBe("2026-05-02");
  });

  it("counts calendar days and weekdays", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(weekdayOf("2026-11-25")).toBe("Wed");
  });
});
