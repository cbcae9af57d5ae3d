import { describe, expect, it } from "vitest";
import { allPartners } from "@/partners/registry";
import { mealTypes, merchantFeatures, merchantHighlights } from "../schema/values";
import { campaignsFor, type PartnerEarning } from "./merchants";
import { metros } from "./metros";
import { generateMerchants } from "./seed-database";

const now = Date.UTC(2026, 10, 22);
const kmPerDegree = 111.32;

function km(aLat: number, aLng: number, bLat: number, bLng: number): number {
  const dLat = (aLat - bLat) * kmPerDegree;
  const dLng = (aLng - bLng) * kmPerDegree * Math.cos((aLat * Math.PI) / 180);
  return Math.hypot(dLat, dLng);
}

describe("merchant seed", () => {
  const rows = generateMerchants(2_000, 0, now);

  it("is deterministic, and a larger seed extends a smaller one", () => {
    expect(generateMerchants(50, 0, now)).toEqual(rows.slice(0, 50));
    expect(generateMerchants(10, 100, now)).toEqual(rows.slice(100, 110));
    expect(rows[0]?.id).toBe("m-000001");
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
  });

  it("spreads over at least 25 real metro areas with 4 to 8 neighbourhoods each", () => {
    expect(metros.length).toBeGreaterThanOrEqual(25);
    for (const metro of metros) {
      expect(metro.neighborhoods.length).toBeGreaterThanOrEqual(4);
      expect(metro.neighborhoods.length).toBeLessThanOrEqual(8);
      for (const n of metro.neighborhoods) {
        expect(n.zip).toMatch(/^\d{5}$/);
        expect(km(n.latitude, n.longitude, metro.latitude, metro.longitude)).toBeLessThan(18);
      }
    }
    expect(new Set(rows.map((r) => `${r.city}, ${r.state}`)).size).toBeGreaterThanOrEqual(25);
  });

  it("places each merchant in its neighbourhood, within reach of the metro centre", () => {
    for (const row of rows) {
      const metro = metros.find((m) => m.city === row.city && m.state === row.state);
      const neighborhood = metro?.neighborhoods.find((n) => n.name === row.neighborhood);
      if (!metro || !neighborhood) throw new Error(`${row.id} is in no known neighbourhood`);
      expect(row.zip).toBe(neighborhood.zip);
      expect(
        km(row.latitude, row.longitude, neighborhood.latitude, neighborhood.longitude),
      ).toBeLessThanOrEqual(5.01);
      expect(km(row.latitude, row.longitude, metro.latitude, metro.longitude)).toBeLessThan(23);
      expect(row.phone).toMatch(new RegExp(`^\\(${metro.areaCode}\\) 555-01\\d\\d$`));
    }
  });

  it("fills every field plausibly", () => {
    for (const row of rows) {
      expect(row.name.length).toBeGreaterThan(3);
      expect(row.description.startsWith(row.name)).toBe(true);
      expect(row.cuisines.length).toBeGreaterThanOrEqual(1);
      expect(row.cuisines.length).toBeLessThanOrEqual(3);
      expect(row.priceRange).toBeGreaterThanOrEqual(1);
      expect(row.priceRange).toBeLessThanOrEqual(4);
      expect(row.rating).toBeGreaterThanOrEqual(2.5);
      expect(row.rating).toBeLessThanOrEqual(5);
      expect(row.ratingCount).toBeGreaterThan(0);
      expect(row.imageBaseUrl).toMatch(/^\/images\/merchants\/[a-z]+\.svg$/);
      expect(row.menuImageUrls.length).toBeLessThanOrEqual(4);
      expect(new Set(row.menuImageUrls).size).toBe(row.menuImageUrls.length);
      expect(row.features.length).toBeGreaterThan(0);
      expect(row.features.every((f) => merchantFeatures.includes(f))).toBe(true);
      expect(row.mealsServed.length).toBeGreaterThan(0);
      expect(row.mealsServed.every((m) => mealTypes.includes(m))).toBe(true);
      if (row.highlight) expect(merchantHighlights).toContain(row.highlight);
      expect(row.benefitDays).toBeGreaterThan(0);
      expect(row.benefitDays).toBeLessThanOrEqual(127);
      expect(row.createdAt?.getTime()).toBeLessThan(now);
    }
  });

  it("keeps ordering, highlights and newness consistent", () => {
    for (const row of rows) {
      const orders = row.features.includes("order_online");
      expect(row.orderOnlineUrl !== null && row.orderOnlineUrl !== undefined).toBe(orders);
      if (row.highlight === "order internal") expect(row.orderOnlineUrl).toBe(`/merchants/${row.id}/Order`);
      if (row.highlight === "order external")
        expect(row.orderOnlineUrl).toMatch(/^https:\/\/order\.example\//);
      if (row.highlight === "acclaimed") expect(row.acclaimedLevel).toBeGreaterThan(0);
      if (row.highlight === "new") expect(row.isNew).toBe(true);
    }
  });

  it("has realistic shares of acclaimed, highlighted, OpenTable and partial-week merchants", () => {
    const share = (test: (r: (typeof rows)[number]) => boolean) => rows.filter(test).length / rows.length;
    expect(share((r) => (r.acclaimedLevel ?? 0) > 0)).toBeGreaterThan(0.05);
    expect(share((r) => (r.acclaimedLevel ?? 0) > 0)).toBeLessThan(0.11);
    expect(share((r) => r.highlight != null)).toBeGreaterThan(0.15);
    expect(share((r) => r.highlight != null)).toBeLessThan(0.3);
    expect(share((r) => r.reservationOpenTable === true)).toBeGreaterThan(0.28);
    expect(share((r) => r.reservationOpenTable === true)).toBeLessThan(0.42);
    expect(share((r) => r.benefitDays !== 127)).toBeGreaterThan(0.25);
    expect(share((r) => r.benefitDays !== 127)).toBeLessThan(0.35);
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

  it("gives every ordinary merchant a campaign code for every demo partner's earning tiers", () => {
    const partners: PartnerEarning[] = allPartners().map(({ effective }) => ({
      code: effective.code,
      shortCode: effective.shortCode,
      tierLevels: effective.earnRules.map((rule) => rule.tierLevel),
      acclaimedEnabled: effective.acclaimedEnabled,
    }));
    expect(partners.map((p) => p.code).sort()).toEqual(["greenleaf", "harbor", "roadtrip", "skyway"]);
    const ordinary = rows.find((r) => r.acclaimedLevel === 0);
    if (!ordinary) throw new Error("seed lacks an ordinary merchant");
    const campaigns = campaignsFor(ordinary, partners);
    for (const partner of partners) {
      const tiers = campaigns.filter((c) => c.partnerCode === partner.code).map((c) => c.tierLevel);
      expect(tiers).toEqual(partner.tierLevels);
    }
    expect(new Set(campaigns.map((c) => c.campaignCode)).size).toBe(campaigns.length);
  });
});
