import { describe, expect, it } from "vitest";
import { amountPerDollarFor, earningTierOf, merchantEarning, tierToUnlock } from "./tier-unlock";

const codes = (...tiers: number[]) => ({
  campaignCodes: tiers.map((tierLevel) => ({ tierLevel, campaignCode: `HHD-T${tierLevel}` })),
});

describe("tierToUnlock", () => {
  it("prompts tier 2 when the member's tier has no code at an acclaimed merchant", () => {
    expect(tierToUnlock({ acclaimedLevel: 1, benefitAvailability: codes(2, 3) }, 0, true)).toBe(2);
  });

  it("prompts tier 3 (VIP) when only VIP earns there", () => {
    expect(tierToUnlock({ acclaimedLevel: 2, benefitAvailability: codes(3) }, 0, true)).toBe(3);
    expect(tierToUnlock({ acclaimedLevel: 2, benefitAvailability: codes(3) }, 2, true)).toBe(3);
  });

  it("treats a non-activated member (tier 1) as tier 0", () => {
    expect(earningTierOf(1)).toBe(0);
    expect(tierToUnlock({ acclaimedLevel: 1, benefitAvailability: codes(2, 3) }, 1, true)).toBe(2);
  });

  it("prompts nothing when the member already earns, the merchant is not acclaimed, or the partner has no acclaimed offers", () => {
    expect(tierToUnlock({ acclaimedLevel: 1, benefitAvailability: codes(2, 3) }, 2, true)).toBeNull();
    expect(tierToUnlock({ acclaimedLevel: 0, benefitAvailability: codes() }, 0, true)).toBeNull();
    expect(tierToUnlock({ acclaimedLevel: 1, benefitAvailability: codes(2, 3) }, 0, false)).toBeNull();
  });

  it("prompts nothing when no higher tier has a code", () => {
    expect(tierToUnlock({ acclaimedLevel: 2, benefitAvailability: codes() }, 0, true)).toBeNull();
    expect(tierToUnlock({ acclaimedLevel: 2, benefitAvailability: codes(3) }, 3, true)).toBeNull();
  });
});

describe("merchantEarning", () => {
  it("earns with the member's own code, unlocks otherwise, or says none", () => {
    expect(merchantEarning({ acclaimedLevel: 0, benefitAvailability: codes(0, 2, 3) }, 1, true)).toEqual({
      kind: "earns",
      tierLevel: 0,
    });
    expect(merchantEarning({ acclaimedLevel: 1, benefitAvailability: codes(2, 3) }, 0, true)).toEqual({
      kind: "unlock",
      tier: 2,
    });
    expect(merchantEarning({ acclaimedLevel: 1, benefitAvailability: codes(2, 3) }, 0, false)).toEqual({
      kind: "none",
    });
  });
});

describe("amountPerDollarFor", () => {
  const rules = [
    { tierLevel: 0, amountPerDollar: 1 },
    { tierLevel: 2, amountPerDollar: 5 },
  ];

  it("uses the tier's own rule, or the highest rule below it", () => {
    expect(amountPerDollarFor(rules, 0)).toBe(1);
    expect(amountPerDollarFor(rules, 1)).toBe(1);
    expect(amountPerDollarFor(rules, 2)).toBe(5);
    expect(amountPerDollarFor(rules, 3)).toBe(5);
  });

  it("answers null when no rule applies", () => {
    expect(amountPerDollarFor([{ tierLevel: 2, amountPerDollar: 5 }], 0)).toBeNull();
  });
});
