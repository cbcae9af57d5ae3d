import { describe, expect, it } from "vitest";
import { formatLongDate } from "./long-date";

describe("formatLongDate", () => {
  it("writes the day, the month's name and the year", () => {
    expect(formatLongDate("2027-01-01")).toBe("1 January 2027");
    expect(formatLongDate("2026-12-31")).toBe("31 December 2026");
  });
});
