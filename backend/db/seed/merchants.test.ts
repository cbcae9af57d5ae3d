import { describe, expect, it } from "vitest";
import { campaignsFor, type PartnerEarning } from "./merchants";
import { metros } from "./metros";
import { generateMerchants } from "./seed-database";

describe("merchant seed", () => {
  const rows = generateMerchants(2_000);

  it("is deterministic, and a larger seed extends a smaller one", () => {
    expect(generateMerchants(50)).toEqual(rows.slice(0, 50));
    expect(generateMerchants(10, 100)).toEqual(rows.slice(100, 110));
  });

  it("spreads over at least 25 real metro areas", () => {
    expect(metros.length).toBeGreaterThanOrEqual(25);
    expect(new Set(rows.map((r) => `${r.city}, ${r.state}`)).size).toBeGreaterThanOrEqual(25);
  });

  it("fills every field plausibly", () => {
    for (const row of rows) {
      expect(row.name.length).toBeGreaterThan(3);
      expect(row.cuisines.length).toBeGreaterThanOrEqual(1);
      expect(row.priceRange).toBeGreaterThanOrEqual(1);
      expect(row.priceRange).toBeLessThanOrEqual(4);
      expect(row.rating).toBeGreaterThanOrEqual(0);
      expect(row.rating).toBeLessThanOrEqual(5);
      expect(row.ratingCount).toBeGreaterThan(0);
      expect(row.imageBaseUrl).toMatch(/^\/images\/merchants\/[a-z]+\.svg$/);
      expect(row.zip).toMatch(/^\d{5}$/);
      expect(row.mealsServed.length).toBeGreaterThan(0);
      expect(row.benefitDays).toBeGreaterThan(0);
      const metro = metros.find((m) => m.city === row.city);
      expect(Math.abs(row.latitude - (metro?.latitude ?? 0))).toBeLessThan(0.2);
    }
    const acclaimedShare = rows.filter((r) => (r.acclaimedLevel ?? 0) > 0).length / rows.length;
    expect(acclaimedShare).toBeGreaterThan(0.04);
    expect(acclaimedShare).toBeLessThan(0.12);
  });

  it("gives acclaimed merchants campaigns only from the tier that unlocks them", () => {
    const partners: PartnerEarning[] = [
      { code: "a", shortCode: "A", tierLevels: [0, 2, 3], acclaimedEnabled: true },
      { code: "b", shortCode: "B", tierLevels: [0, 2, 3], acclaimedEnabled: false },
    ];
    const ordinary = rows.find((r) => r.acclaimedLevel === 0);
    const levelOne = rows.find((r) => r.acclaimedLevel === 1);
    const levelTwo = rows.find((r) => r.acclaimedLevel === 2);
    if (!ordinary || !levelOne || !levelTwo) throw new Error("seed lacks a level");
    expect(campaignsFor(ordinary, partners)).toHaveLength(6);
    expect(campaignsFor(levelOne, partners).map((c) => c.tierLevel)).toEqual([2, 3]);
    expect(campaignsFor(levelTwo, partners).map((c) => `${c.partnerCode}${c.tierLevel}`)).toEqual(["a3"]);
  });
});
