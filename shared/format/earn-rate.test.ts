import { describe, expect, it } from "vitest";
import { getPartner } from "@/partners/registry";
import { formatEarnRate } from "./earn-rate";

const config = (code: string) => {
  const partner = getPartner(code);
  if (!partner) throw new Error(code);
  return partner.effective;
};

describe("formatEarnRate", () => {
  it("speaks points and miles per dollar, singular at one", () => {
    expect(formatEarnRate(config("harbor"), 1)).toBe("1 point per $1");
    expect(formatEarnRate(config("harbor"), 5)).toBe("5 points per $1");
    expect(formatEarnRate(config("skyway"), 3)).toBe("3 miles per $1");
  });

  it("speaks percentages for money currencies", () => {
    expect(formatEarnRate(config("greenleaf"), 0.05)).toBe("5% cash back");
    expect(formatEarnRate(config("roadtrip"), 0.03)).toBe("3% back");
  });
});
