import { describe, expect, it } from "vitest";
import { calendarDateMs, isCalendarDate } from "./calendar-date";
import { bookReservationSchema, modifyReservationSchema } from "./reservations";

describe("calendar dates", () => {
  it("knows the days each month has, leap years included", () => {
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(isCalendarDate("2026-12-31")).toBe(true);
    for (const impossible of [
      "2026-02-29",
      "2026-02-30",
      "2026-04-31",
      "2026-13-01",
      "2026-00-10",
      "2026-01-00",
    ]) {
      expect(isCalendarDate(impossible), impossible).toBe(false);
    }
    expect(calendarDateMs("2026-03-01")).toBe(Date.UTC(2026, 2, 1));
    expect(calendarDateMs("tomorrow")).toBeNaN();
  });

  it("is the reservation contracts' rule, so the browser and the API refuse the same dates", () => {
    const change = modifyReservationSchema.safeParse({ date: "2026-02-30", time: "19:00", partySize: 2 });
    expect(change.success).toBe(false);
    expect(change.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["date", "Choose a date that exists on the calendar"],
    ]);
    const booking = bookReservationSchema.shape.date.safeParse("2027-02-29");
    expect(booking.success).toBe(false);
  });
});
