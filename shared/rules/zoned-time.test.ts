import { describe, expect, it } from "vitest";
import { zonedTimeToInstant } from "./zoned-time";

describe("zonedTimeToInstant", () => {
  it("reads the time on the zone's own clock, in winter and in summer", () => {
    expect(zonedTimeToInstant("2026-01-14", "19:30", "America/New_York").toISOString()).toBe(
      "2026-01-15T00:30:00.000Z",
    );
    expect(zonedTimeToInstant("2026-07-14", "19:30", "America/New_York").toISOString()).toBe(
      "2026-07-14T23:30:00.000Z",
    );
    expect(zonedTimeToInstant("2026-07-14", "19:30", "America/Los_Angeles").toISOString()).toBe(
      "2026-07-15T02:30:00.000Z",
    );
    expect(zonedTimeToInstant("2026-07-14", "08:00", "UTC").toISOString()).toBe("2026-07-14T08:00:00.000Z");
  });

  it("holds on the days the clocks change", () => {
    // New York springs forward at 02:00 on 8 March 2026 and falls back at 02:00 on 1 November.
    expect(zonedTimeToInstant("2026-03-08", "12:00", "America/New_York").toISOString()).toBe(
      "2026-03-08T16:00:00.000Z",
    );
    expect(zonedTimeToInstant("2026-11-01", "12:00", "America/New_York").toISOString()).toBe(
      "2026-11-01T17:00:00.000Z",
    );
  });
});
