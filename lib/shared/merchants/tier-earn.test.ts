import { describe, expect, it } from "vitest";
import { earningTier, lineForTier, tierEarnLines } from "./tier-earn";

describe("tierEarnLines", () => {
  it("lists every tier's rate when all earn", () => {
    const lines = tierEarnLines([
      { tierLevel: 3, amountPerDollar: 5, earns: true },
      { tierLevel: 0, amountPerDollar: 1, earns: true },
      { tierLevel: 2, amountPerDollar: 5, earns: true },
    ]);
    expect(lines.map((l) => [l.tierLevel, l.amountPerDollar, l.unlock])).toEqual([
      [0, 1, null],
      [2, 5, null],
      [3, 5, null],
    ]);
  });

  it("points a tier that does not earn at an acclaimed merchant to the next tier that does", () => {
    const lines = tierEarnLines([
      { tierLevel: 0, amountPerDollar: 1, earns: false },
      { tierLevel: 2, amountPerDollar: 5, earns: false },
      { tierLevel: 3, amountPerDollar: 5, earns: true },
    ]);
    expect(lines[0]?.unlock).toEqual({ tierLevel: 3, action: "Reach VIP status" });
    expect(lines[1]?.unlock).toEqual({ tierLevel: 3, action: "Reach VIP status" });
    expect(lines[0]?.amountPerDollar).toBeNull();
    expect(lines[2]?.unlock).toBeNull();

    const opted = tierEarnLines([
      { tierLevel: 0, amountPerDollar: 1, earns: false },
      { tierLevel: 2, amountPerDollar: 5, earns: true },
    ]);
    expect(opted[0]?.unlock).toEqual({ tierLevel: 2, action: "Opt in to emails" });
  });
});

describe("member tiers", () => {
  it("earns as tier 0 when not yet activated", () => {
    expect(earningTier(1)).toBe(0);
    expect(earningTier(2)).toBe(2);
    const lines = tierEarnLines([{ tierLevel: 0, amountPerDollar: 1, earns: true }]);
    expect(lineForTier(lines, 1)?.amountPerDollar).toBe(1);
    expect(lineForTier(lines, 3)).toBeUndefined();
  });
});
