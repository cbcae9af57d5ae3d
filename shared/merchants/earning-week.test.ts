import { describe, expect, it } from "vitest";
import { earningSummary, nonEarningReason } from "./earning-days-wording";
import { earningWeek } from "./earning-week";

describe("earningWeek", () => {
  // Wednesday 12 November 2025, local time.
  const wednesday = new Date(2025, 10, 12, 15, 30);

  it("lays out this week Sunday to Saturday with its dates", () => {
    const week = earningWeek(["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"], wednesday);
    expect(week.map((d) => d.day)).toEqual(["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]);
    expect(week.map((d) => d.date)).toEqual([
      "2025-11-09",
      "2025-11-10",
      "2025-11-11",
      "2025-11-12",
      "2025-11-13",
      "2025-11-14",
      "2025-11-15",
    ]);
  });

  it("marks today, the days gone by and the earning days", () => {
    const week = earningWeek(["Mon", "Wed", "Fri"], wednesday);
    expect(week.filter((d) => d.isToday).map((d) => d.day)).toEqual(["Wed"]);
    expect(week.filter((d) => d.isPast).map((d) => d.day)).toEqual(["Sun", "Mon", "Tue"]);
    expect(week.filter((d) => d.earns).map((d) => d.day)).toEqual(["Mon", "Wed", "Fri"]);
  });

  it("crosses a month end", () => {
    const week = earningWeek([], new Date(2025, 11, 31));
    expect(week[0]?.date).toBe("2025-12-28");
    expect(week[6]?.date).toBe("2026-01-03");
    expect(week[6]?.dayOfMonth).toBe(3);
  });
});

describe("copy", () => {
  it("says why a day does not earn", () => {
    expect(nonEarningReason("Tue")).toBe("No rewards on Tuesdays at this restaurant");
  });

  it("sums up the week", () => {
    expect(earningSummary(["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"])).toBe(
      "Earn rewards every day of the week.",
    );
    expect(earningSummary(["Sun", "Mon", "Wed", "Thu", "Fri", "Sat"])).toBe(
      "Earn rewards every day except Tuesdays.",
    );
    expect(earningSummary(["Sun", "Wed", "Thu", "Fri"])).toBe(
      "Earn rewards every day except Mondays, Tuesdays and Saturdays.",
    );
    expect(earningSummary([])).toBe("Rewards are paused at this restaurant.");
  });
});
