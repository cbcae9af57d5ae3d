import { describe, expect, it } from "vitest";
import { missingRewardContact } from "./missing-reward";

const now = new Date("2026-11-23T12:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

describe("missingRewardContact", () => {
  it("suggests contacting support once a meal is still pending after 10 days", () => {
    expect(missingRewardContact({ awardStatus: "Pending", date: daysAgo(9) }, now)?.due).toBe(false);
    expect(missingRewardContact({ awardStatus: "Pending", date: daysAgo(10) }, now)?.due).toBe(true);
    expect(missingRewardContact({ awardStatus: "Pending", date: daysAgo(14) }, now)?.due).toBe(true);
  });

  it("says from which day contacting makes sense", () => {
    expect(missingRewardContact({ awardStatus: "Pending", date: daysAgo(3) }, now)?.from).toEqual(
      daysAgo(-7),
    );
  });

  it("has nothing to say about a reward that posted or a meal that earned nothing", () => {
    for (const awardStatus of ["Awarded", "Paid", "Forfeit", "Deferred"] as const)
      expect(missingRewardContact({ awardStatus, date: daysAgo(20) }, now)).toBeNull();
  });
});
