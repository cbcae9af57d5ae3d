import { describe, expect, it } from "vitest";
import { weekdays } from "@/shared/contracts/weekdays";
import { bookingEarnWording } from "./booking-earn-wording";
import type { EarnMerchant, EarnPartner } from "./earn-statement";

const points: EarnPartner = {
  currencyType: "Point",
  currencyName: { one: "point", other: "points" },
  earnRules: [
    { tierLevel: 0, amountPerDollar: 1 },
    { tierLevel: 2, amountPerDollar: 5 },
    { tierLevel: 3, amountPerDollar: 5 },
  ],
  showEarnRate: true,
};
const everyTier: EarnMerchant = { campaignTiers: [0, 2, 3], benefitDays: [...weekdays] };
// 2026-11-30 is a Monday.
const monday = "2026-11-30";

const earn = (
  overrides: Partial<{ partner: EarnPartner; merchant: EarnMerchant }> & {
    tierLevel?: number | null;
    bonus?: number | null;
    date?: string | null;
  } = {},
) =>
  bookingEarnWording({
    facts: { partner: overrides.partner ?? points, merchant: overrides.merchant ?? everyTier },
    viewer: overrides.tierLevel === null ? null : { tierLevel: overrides.tierLevel ?? 2 },
    bonus: overrides.bonus === undefined ? 50 : overrides.bonus,
    date: overrides.date === undefined ? monday : overrides.date,
  });
const wording = (...args: Parameters<typeof earn>) => earn(...args)?.sentence ?? null;

describe("bookingEarnWording", () => {
  it("tells a member who earns here the bonus and the meal's rate together", () => {
    expect(wording()).toBe(
      "You will earn 50 bonus points for this booking, plus 5 points per $1 on the meal, when you dine and pay with a linked card.",
    );
    expect(wording({ bonus: null })).toBe(
      "You will earn 5 points per $1 on the meal when you dine and pay with a linked card.",
    );
    expect(wording({ partner: { ...points, showEarnRate: false } })).toBe(
      "You will earn 50 bonus points for this booking when you dine and pay with a linked card.",
    );
    expect(wording({ partner: { ...points, showEarnRate: false }, bonus: 0 })).toBeNull();
    expect(earn()?.earns).toBe(true);
    const vipOnly: EarnMerchant = { campaignTiers: [3], benefitDays: [...weekdays] };
    expect(
      wording({ partner: { ...points, showEarnRate: false }, merchant: vipOnly, bonus: null }),
    ).toBeNull();
  });

  it("never promises the bonus to a member whose level does not earn here", () => {
    const vipOnly: EarnMerchant = { campaignTiers: [3], benefitDays: [...weekdays] };
    expect(wording({ merchant: vipOnly })).toBe(
      "Your membership level doesn't earn at this restaurant yet, so this booking earns no bonus points. Reach VIP status to earn here.",
    );
    expect(wording({ merchant: { campaignTiers: [0], benefitDays: [...weekdays] }, tierLevel: 3 })).toBe(
      "Your membership level does not earn at this restaurant, so this booking earns no bonus points.",
    );
    expect(wording({ merchant: { campaignTiers: [], benefitDays: [...weekdays] } })).toBe(
      "No membership level earns at this restaurant right now, so this booking earns no bonus points.",
    );
    expect(wording({ merchant: vipOnly, bonus: null })).toBe(
      "Your membership level doesn't earn at this restaurant yet. Reach VIP status to earn here.",
    );
    expect(earn({ merchant: vipOnly })?.earns).toBe(false);
  });

  it("says a booking on a day the restaurant does not earn earns no bonus", () => {
    const weekends: EarnMerchant = { campaignTiers: [0, 2, 3], benefitDays: ["Sat", "Sun"] };
    expect(wording({ merchant: weekends })).toBe(
      "Mondays do not earn at this restaurant, so this booking earns no bonus points.",
    );
    expect(wording({ merchant: weekends, date: "2026-11-29" })).toContain("You will earn 50 bonus points");
    // Before a date is chosen, the day cannot be judged.
    expect(wording({ merchant: weekends, date: null })).toContain("You will earn 50 bonus points");
    expect(wording({ merchant: weekends, tierLevel: null })).toBe(
      "Mondays do not earn at this restaurant, so a booking that day earns no bonus points.",
    );
  });

  it("tells a visitor the bonus, and who gets it where not every level earns", () => {
    expect(wording({ tierLevel: null })).toBe(
      "Earn 50 bonus points when you book through us and dine with a linked card.",
    );
    expect(
      wording({ tierLevel: null, merchant: { campaignTiers: [2, 3], benefitDays: [...weekdays] } }),
    ).toBe(
      "Email subscribers and VIP members earn 50 bonus points when they book through us and dine with a linked card.",
    );
    expect(wording({ tierLevel: null, merchant: { campaignTiers: [], benefitDays: [...weekdays] } })).toBe(
      "No membership level earns at this restaurant right now, so a booking here earns no bonus points.",
    );
    expect(wording({ tierLevel: null, bonus: null })).toBeNull();
  });
});
