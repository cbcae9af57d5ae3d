import { describe, expect, it } from "vitest";
import { calendarYear, diningProgress, type DiningGoal, type DiningTotals } from "./dining-progress";

const now = new Date("2026-11-23T12:00:00Z");
const vipByDines: DiningGoal = { dinesRequired: 11, dollarsRequired: null, visitProgressMax: 11, vip: true };
const totals = (dines: number, spendCents = dines * 5_000): DiningTotals => ({
  dines,
  pendingDines: 2,
  spendCents,
  earned: 1_234,
  mealEarned: 1_000,
});

describe("calendarYear", () => {
  it("runs from 1 January to the next 1 January in UTC", () => {
    expect(calendarYear(now)).toEqual({
      year: 2026,
      start: new Date("2026-01-01T00:00:00Z"),
      end: new Date("2027-01-01T00:00:00Z"),
    });
    expect(calendarYear(new Date("2026-12-31T23:59:59Z")).year).toBe(2026);
    expect(calendarYear(new Date("2027-01-01T00:00:00Z")).year).toBe(2027);
  });
});

describe("diningProgress", () => {
  it("is building for a member short of the goal: remaining dines, this year shown, resets 1 January", () => {
    expect(diningProgress(totals(8), vipByDines, 2, now)).toEqual({
      status: "Building",
      dinesRequired: 11,
      remainingDines: 3,
      dollarsRequired: null,
      remainingDollars: null,
      ytdMilesOrDollars: 1_234,
      ytdMealMilesOrDollars: 1_000,
      ytdDines: 8,
      pendingDines: 2,
      ytdSpendCents: 40_000,
      year: 2026,
      displayYear: 2026,
      resetsOn: "2027-01-01",
    });
  });

  it("is renewing for a VIP member short of the goal, shown for next year", () => {
    const progress = diningProgress(totals(4), vipByDines, 3, now);
    expect(progress.status).toBe("QualifiedAndBuilding");
    expect(progress.remainingDines).toBe(7);
    expect(progress.displayYear).toBe(2027);
  });

  it("is complete once the dines are reached, whatever the tier, shown for next year", () => {
    for (const tier of [0, 2, 3]) {
      const progress = diningProgress(totals(11), vipByDines, tier, now);
      expect(progress.status).toBe("Qualified");
      expect(progress.remainingDines).toBe(0);
      expect(progress.displayYear).toBe(2027);
    }
    expect(diningProgress(totals(14), vipByDines, 2, now).remainingDines).toBe(0);
  });

  it("counts a spend goal in whole dollars, rounding what remains up, and either goal qualifies", () => {
    const both: DiningGoal = { dinesRequired: 11, dollarsRequired: 1_000, visitProgressMax: 11, vip: true };
    const short = diningProgress(totals(3, 49_950), both, 0, now);
    expect(short.status).toBe("Building");
    expect(short.remainingDollars).toBe(501);
    expect(short.remainingDines).toBe(8);
    expect(diningProgress(totals(3, 100_000), both, 0, now).status).toBe("Qualified");
  });

  it("uses the visit meter's maximum when only spend counts, and never qualifies by dines then", () => {
    const spendOnly: DiningGoal = {
      dinesRequired: null,
      dollarsRequired: 500,
      visitProgressMax: 11,
      vip: true,
    };
    const progress = diningProgress(totals(12, 10_000), spendOnly, 0, now);
    expect(progress.dinesRequired).toBe(11);
    expect(progress.status).toBe("Building");
    expect(progress.remainingDollars).toBe(400);
  });

  it("stays building without VIP: the meter only counts visits", () => {
    const visits: DiningGoal = {
      dinesRequired: null,
      dollarsRequired: null,
      visitProgressMax: 11,
      vip: false,
    };
    const progress = diningProgress(totals(12), visits, 3, now);
    expect(progress.status).toBe("Building");
    expect(progress.displayYear).toBe(2026);
    expect(progress.remainingDines).toBe(0);
  });
});
