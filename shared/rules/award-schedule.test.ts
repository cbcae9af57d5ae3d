import { describe, expect, it } from "vitest";
import { missingRewardContactDays } from "@/shared/constants";
import { awardDueAt, awardPendingDays, latestDueMealDate, scheduledAwardStatus } from "./award-schedule";

const meal = new Date("2026-03-02T19:30:00-05:00");
const day = 86_400_000;

describe("the award posting schedule", () => {
  it("settles inside the days the activity page promises", () => {
    expect(awardPendingDays).toBeLessThan(missingRewardContactDays);
    expect(awardDueAt(meal).getTime() - meal.getTime()).toBe(awardPendingDays * day);
  });

  it("keeps a meal Pending until due, then Awarded, to the millisecond", () => {
    const due = awardDueAt(meal);
    expect(scheduledAwardStatus("Pending", meal, new Date(due.getTime() - 1))).toBe("Pending");
    expect(scheduledAwardStatus("Pending", meal, due)).toBe("Awarded");
    expect(scheduledAwardStatus("Pending", meal, new Date(due.getTime() + 30 * day))).toBe("Awarded");
  });

  it("never moves a row that earned nothing or was already settled", () => {
    const later = new Date(meal.getTime() + 60 * day);
    for (const status of ["Forfeit", "Deferred", "Awarded", "Paid"] as const)
      expect(scheduledAwardStatus(status, meal, later)).toBe(status);
  });

  it("bounds the settle scan: a meal on the bound is due, one after it is not", () => {
    const now = new Date("2026-03-20T12:00:00Z");
    const bound = latestDueMealDate(now);
    expect(scheduledAwardStatus("Pending", bound, now)).toBe("Awarded");
    expect(scheduledAwardStatus("Pending", new Date(bound.getTime() + 1), now)).toBe("Pending");
  });
});
