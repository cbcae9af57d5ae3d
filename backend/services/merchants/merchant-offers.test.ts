import { describe, expect, it } from "vitest";
import { describeOffers, earnByTier } from "./merchant-offers";

const points = {
  currencyType: "Point" as const,
  currencyName: { one: "point", other: "points" },
  earnRules: [
    { tierLevel: 0 as const, amountPerDollar: 1 },
    { tierLevel: 2 as const, amountPerDollar: 5 },
    { tierLevel: 3 as const, amountPerDollar: 5 },
  ],
};

describe("earnByTier", () => {
  it("earns only for tiers with a campaign code", () => {
    expect(earnByTier(points, [2, 3])).toEqual([
      { tierLevel: 0, amountPerDollar: 1, earns: false },
      { tierLevel: 2, amountPerDollar: 5, earns: true },
      { tierLevel: 3, amountPerDollar: 5, earns: true },
    ]);
  });
});

describe("describeOffers", () => {
  it("describes an unlimited offer at the member's own rate", () => {
    expect(describeOffers(points, "Unlimited", earnByTier(points, [0, 2, 3]), 2)).toEqual([
      { type: "Unlimited", description: "Earn 5 points per $1 on every visit" },
    ]);
  });

  it("uses the lowest earning rate for visitors, and says when an offer is limited", () => {
    expect(describeOffers(points, "Limited", earnByTier(points, [0, 2, 3]))).toEqual([
      { type: "Limited", description: "Earn 1 point per $1 on your first 2 visits a month" },
    ]);
  });

  it("says who earns when the lowest tier does not earn here", () => {
    expect(describeOffers(points, "Unlimited", earnByTier(points, [2, 3]))).toEqual([
      {
        type: "Unlimited",
        description: "Email subscribers and VIP members earn 5 points per $1 on every visit",
      },
    ]);
    expect(describeOffers(points, "Unlimited", earnByTier(points, [3]), 0)).toEqual([
      { type: "Unlimited", description: "VIP members earn 5 points per $1 on every visit" },
    ]);
  });

  it("has no offer when no tier earns", () => {
    expect(describeOffers(points, "Unlimited", earnByTier(points, []))).toEqual([]);
  });

  it("speaks the partner's currency", () => {
    const credit = {
      currencyType: "Credit" as const,
      currencyName: { one: "cash back", other: "cash back" },
      earnRules: [{ tierLevel: 0 as const, amountPerDollar: 0.05 }],
    };
    expect(
      describeOffers(credit, "Unlimited", [{ tierLevel: 0, amountPerDollar: 0.05, earns: true }]),
    ).toEqual([{ type: "Unlimited", description: "Earn 5% cash back on every visit" }]);
  });
});
