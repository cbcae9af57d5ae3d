import { describe, expect, it } from "vitest";
import { restaurantInstant } from "./restaurant-instant";

describe("restaurantInstant", () => {
  it("reads the date and time on the restaurant's own clock", () => {
    expect(restaurantInstant("2026-12-04", "19:30", "America/New_York").toISOString()).toBe("2026-12-05T00:30:00.000Z");
    expect(restaurantInstant("2026-07-04", "19:30", "America/Denver").toISOString()).toBe("2026-07-05T01:30:00.000Z");
    expect(restaurantInstant("2026-07-04", "19:30", "UTC").toISOString()).toBe("2026-07-04T19:30:00.000Z");
  });

  it("uses the offset in force at that time on a daylight-saving day", () => {
    // 2026-03-08: New York moves from UTC-5 to UTC-4 at 02:00.
    expect(restaurantInstant("2026-03-08", "01:30", "America/New_York").toISOString()).toBe("2026-03-08T06:30:00.000Z");
    expect(restaurantInstant("2026-03-08", "19:00", "America/New_York").toISOString()).toBe("2026-03-08T23:00:00.000Z");
  });
});
