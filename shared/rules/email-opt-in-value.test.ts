import { describe, expect, it } from "vitest";
import { earnedFor, emailOptInValue } from "./email-opt-in-value";

const pointRules = [
  { tierLevel: 0, amountPerDollar: 1 },
  { tierLevel: 2, amountPerDollar: 5 },
  { tierLevel: 3, amountPerDollar: 5 },
];

describe("earnedFor", () => {
  it("earns whole points per dollar, and cents of cash back as a share of the bill", () => {
    expect(earnedFor(41_275, 5, "Point")).toBe(2_063);
    expect(earnedFor(41_275, 1, "Mile")).toBe(412);
    expect(earnedFor(41_275, 0.1, "Credit")).toBe(4_128);
  });
});

describe("emailOptInValue", () => {
  it("compares this year's dining at tier 0 and tier 2 (1 against 5 points per $1)", () => {
    expect(emailOptInValue(41_275, pointRules, "Point")).toEqual({
      optedOutRate: 1,
      optedInRate: 5,
      optedOutEarned: 412,
      optedInEarned: 2_063,
    });
  });

  it("is null when opting in earns no more", () => {
    expect(emailOptInValue(10_000, [{ tierLevel: 0, amountPerDollar: 2 }], "Mile")).toBeNull();
  });
});
