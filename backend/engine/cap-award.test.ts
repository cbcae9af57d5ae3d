import { describe, expect, it } from "vitest";
import type { BaseAward } from "./base-award";
import { capAward } from "./cap-award";

const earned = (benefitAmount: number): BaseAward => ({
  awardStatus: "Pending",
  benefitAmount,
  notEarnedReason: null,
});
const caps = { perVisit: 2_500, perMerchantPerMonth: 7_500 };

describe("capAward", () => {
  it("leaves an award at or under both caps whole", () => {
    expect(capAward(earned(2_500), caps, 5_000)).toEqual({
      ...earned(2_500),
      uncappedAmount: null,
      cappedBy: null,
    });
    expect(capAward(earned(9_999), { perVisit: null, perMerchantPerMonth: null }, 1e6).benefitAmount).toBe(
      9_999,
    );
  });

  it("cuts a visit to the per-visit cap, keeping what it would have earned", () => {
    expect(capAward(earned(2_501), caps, 0)).toEqual({
      awardStatus: "Pending",
      benefitAmount: 2_500,
      notEarnedReason: null,
      uncappedAmount: 2_501,
      cappedBy: "per_visit",
    });
  });

  it("gives what is left of the month, and nothing once the month is used up", () => {
    expect(capAward(earned(2_000), caps, 6_000)).toMatchObject({
      awardStatus: "Pending",
      benefitAmount: 1_500,
      uncappedAmount: 2_000,
      cappedBy: "merchant_month",
    });
    // Both caps: the visit's first, then the month's on what is left of it.
    expect(capAward(earned(4_000), caps, 5_500)).toMatchObject({
      benefitAmount: 2_000,
      uncappedAmount: 4_000,
      cappedBy: "merchant_month",
    });
    expect(capAward(earned(4_000), caps, 4_000)).toMatchObject({
      benefitAmount: 2_500,
      cappedBy: "per_visit",
    });
    expect(capAward(earned(100), caps, 7_500)).toEqual({
      awardStatus: "Forfeit",
      benefitAmount: 0,
      notEarnedReason: "merchant_month_cap",
      uncappedAmount: 100,
      cappedBy: "merchant_month",
    });
  });

  it("leaves a meal that earned nothing as it is", () => {
    const forfeit: BaseAward = {
      awardStatus: "Forfeit",
      benefitAmount: 0,
      notEarnedReason: "non_earning_day",
    };
    expect(capAward(forfeit, caps, 7_500)).toEqual({ ...forfeit, uncappedAmount: null, cappedBy: null });
  });
});
