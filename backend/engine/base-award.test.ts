import { describe, expect, it } from "vitest";
import { restaurantDay } from "@/shared/rules/zoned-time";
import { baseAward, type BaseAwardInput } from "./base-award";

const points: BaseAwardInput["partner"] = {
  currencyType: "Point",
  earnRules: [
    { tierLevel: 0, amountPerDollar: 1 },
    { tierLevel: 2, amountPerDollar: 5 },
  ],
};
const cashBack: BaseAwardInput["partner"] = {
  currencyType: "Credit",
  earnRules: [{ tierLevel: 0, amountPerDollar: 0.03 }],
};
const input: BaseAwardInput = {
  partner: points,
  tierLevel: 2,
  amountCents: 4_599,
  mealDate: new Date("2026-01-14T19:30:00-05:00"),
  cardLinkedAt: new Date("2025-12-01T00:00:00Z"),
  benefitDays: 127,
  timeZone: "America/New_York",
  campaignTiers: [0, 2, 3],
};

describe("baseAward", () => {
  it("earns the tier's rate, whole points rounded down, cents of cash back rounded", () => {
    expect(baseAward(input)).toEqual({ awardStatus: "Pending", benefitAmount: 229, notEarnedReason: null });
    // VIP without a rule of its own earns by the highest rule below it.
    expect(baseAward({ ...input, tierLevel: 3 }).benefitAmount).toBe(229);
    expect(baseAward({ ...input, tierLevel: 1 }).benefitAmount).toBe(45);
    expect(baseAward({ ...input, partner: cashBack }).benefitAmount).toBe(138);
  });

  it("needs the card linked 24 hours before the meal", () => {
    const meal = input.mealDate.getTime();
    expect(baseAward({ ...input, cardLinkedAt: new Date(meal - 24 * 3_600_000) }).awardStatus).toBe(
      "Pending",
    );
    expect(baseAward({ ...input, cardLinkedAt: new Date(meal - 24 * 3_600_000 + 1) })).toEqual({
      awardStatus: "Forfeit",
      benefitAmount: 0,
      notEarnedReason: "card_linked_after_meal",
    });
  });

  it("reads the earning day on the restaurant's clock", () => {
    // 23:30 on Wednesday in New York is Thursday in UTC and Thursday morning in Tokyo.
    const late = new Date("2026-01-14T23:30:00-05:00");
    expect(restaurantDay(late, "America/New_York")).toEqual({ date: "2026-01-14", weekday: "Wed" });
    expect(restaurantDay(late, "Asia/Tokyo")).toEqual({ date: "2026-01-15", weekday: "Thu" });
    const wednesdaysOnly = 8;
    expect(baseAward({ ...input, mealDate: late, benefitDays: wednesdaysOnly }).awardStatus).toBe("Pending");
    expect(
      baseAward({ ...input, mealDate: late, benefitDays: wednesdaysOnly, timeZone: "Asia/Tokyo" }),
    ).toEqual({
      awardStatus: "Forfeit",
      benefitAmount: 0,
      notEarnedReason: "non_earning_day",
    });
  });

  it("needs a campaign code at the merchant for the tier the member earns by", () => {
    // An acclaimed merchant of level 1: campaigns from tier 2 up (backend/db/seed campaignsFor).
    const acclaimed = { ...input, campaignTiers: [2, 3] };
    expect(baseAward({ ...acclaimed, tierLevel: 2 })).toEqual({
      awardStatus: "Pending",
      benefitAmount: 229,
      notEarnedReason: null,
    });
    expect(baseAward({ ...acclaimed, tierLevel: 0 })).toEqual({
      awardStatus: "Forfeit",
      benefitAmount: 0,
      notEarnedReason: "no_campaign_for_tier",
    });
    // Non-activated (1) earns as tier 0, so needs tier 0's campaign.
    expect(baseAward({ ...acclaimed, tierLevel: 1 }).notEarnedReason).toBe("no_campaign_for_tier");
    // VIP earns by tier 2's rule where the partner has no VIP rule: tier 2's campaign counts.
    expect(baseAward({ ...input, tierLevel: 3, campaignTiers: [2] }).benefitAmount).toBe(229);
    expect(baseAward({ ...input, tierLevel: 3, campaignTiers: [3] }).notEarnedReason).toBe(
      "no_campaign_for_tier",
    );
    expect(baseAward({ ...input, campaignTiers: [] }).notEarnedReason).toBe("no_campaign_for_tier");
  });

  it("checks the rules in order: card linked, earning day, then the campaign", () => {
    const noCampaign = { ...input, campaignTiers: [] };
    const meal = input.mealDate.getTime();
    expect(baseAward({ ...noCampaign, cardLinkedAt: new Date(meal) }).notEarnedReason).toBe(
      "card_linked_after_meal",
    );
    expect(baseAward({ ...noCampaign, benefitDays: 0 }).notEarnedReason).toBe("non_earning_day");
  });
});
