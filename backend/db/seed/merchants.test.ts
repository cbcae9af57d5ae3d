import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { merchantDetailSchema } from "@/shared/contracts/merchants";
import { openingStatus } from "@/shared/rules/opening-hours";
import { allPartners } from "@/partners/registry";
import { mealTypes, merchantFeatures, merchantHighlights } from "../schema/values";
import { campaignsFor, type PartnerEarning } from "./merchants";
import { maxReviewsPerMerchant } from "./reviews";
import { reviewStarsOf, reviewWording } from "./review-wording";
import { metros } from "./metros";
import { removedDemoMerchantIds } from "./removed-merchants";
import { defaultMerchantCount, generateMerchants } from "./generate-merchants";

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
      expect(row.rating).toBeGreaterThanOrEqual(3.2);
      expect(row.rating).toBeLessThanOrEqual(4.9);
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
      // Every ordering merchant links to a real ordering site; "internal" shows the dialog first.
      if (orders) expect(row.orderOnlineUrl).toBe(`https://order.example/${row.id}`);
      if (row.highlight === "order internal") expect(row.orderOnlineInternal).toBe(true);
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
    expect(partners.map((p) => p.code)).toEqual(
      expect.arrayContaining(["greenleaf", "harbor", "roadtrip", "skyway"]),
    );
    const ordinary = rows.find((r) => r.acclaimedLevel === 0);
    if (!ordinary) throw new Error("seed lacks an ordinary merchant");
    const campaigns = campaignsFor(ordinary, partners);
    for (const partner of partners) {
      const tiers = campaigns.filter((c) => c.partnerCode === partner.code).map((c) => c.tierLevel);
      expect(tiers).toEqual(partner.tierLevels);
    }
    expect(new Set(campaigns.map((c) => c.campaignCode)).size).toBe(campaigns.length);
  });

  it("spreads ratings as review sites do: 3.2 to 4.9, most between 4.0 and 4.5, few standouts", () => {
    const ratings = rows.map((r) => r.rating);
    const share = (test: (rating: number) => boolean) => ratings.filter(test).length / ratings.length;
    expect(Math.min(...ratings)).toBeGreaterThanOrEqual(3.2);
    expect(Math.max(...ratings)).toBeLessThanOrEqual(4.9);
    const sorted = [...ratings].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
    expect(median).toBeGreaterThanOrEqual(4.1);
    expect(median).toBeLessThanOrEqual(4.4);
    expect(share((r) => r >= 4.0 && r <= 4.5)).toBeGreaterThan(0.6);
    // A tail of middling places, and standouts rare enough to stand out.
    expect(share((r) => r < 3.8)).toBeGreaterThan(0.06);
    expect(share((r) => r < 3.8)).toBeLessThan(0.2);
    expect(share((r) => r >= 4.6)).toBeGreaterThan(0.02);
    expect(share((r) => r >= 4.6)).toBeLessThan(0.08);
    expect(share((r) => r >= 4.8)).toBeLessThan(0.02);
    expect(new Set(ratings).size).toBeGreaterThanOrEqual(15);
  });

  it("never gives two reviews the same words anywhere in the demo seed", () => {
    const texts = generateMerchants(defaultMerchantCount, 0, now).flatMap((row) =>
      (row.reviews ?? []).map((review) => review.text),
    );
    expect(texts.length).toBeGreaterThan(defaultMerchantCount * 4);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it("gives busier merchants more reviews, up to a few pages of them", () => {
    const counts = rows.map((row) => row.reviews?.length ?? 0);
    expect(Math.max(...counts)).toBe(maxReviewsPerMerchant);
    expect(counts.filter((count) => count > 6).length / rows.length).toBeGreaterThan(0.3);
    const busy = rows.filter((row) => row.ratingCount > 1000);
    const quiet = rows.filter((row) => row.ratingCount < 20);
    const average = (list: typeof rows) =>
      list.reduce((sum, row) => sum + (row.reviews?.length ?? 0), 0) / list.length;
    expect(average(busy)).toBeGreaterThan(average(quiet) + 3);
  });

  it("keeps every thousandth demo merchant removed from the program, and no other", () => {
    const all = generateMerchants(defaultMerchantCount, 0, now);
    const removed = all.filter((row) => row.removedAt).map((row) => row.id);
    expect(removed).toEqual(removedDemoMerchantIds(defaultMerchantCount));
    expect(removed).toContain("m-001000");
    expect(rows.slice(0, 999).every((row) => row.removedAt === null)).toBe(true);
  });

  it("gives reviews whose words match their stars, near the merchant's rating, with replies", () => {
    for (const row of rows) {
      const reviews = row.reviews ?? [];
      expect(reviews.length).toBeGreaterThanOrEqual(3);
      expect(reviews.length).toBeLessThanOrEqual(maxReviewsPerMerchant);
      for (const review of reviews) {
        const wording = reviewWording[review.rating as 1 | 2 | 3 | 4 | 5];
        expect(reviewStarsOf(review.text), review.text).toBe(review.rating);
        if (review.reply) expect(wording.replies).toContain(review.reply);
        expect(Math.abs(review.rating - row.rating)).toBeLessThanOrEqual(1.9);
        // A middling restaurant never gets a five-star "Amazing".
        if (row.rating < 4) expect(review.rating).toBeLessThan(5);
      }
      expect(reviews[0]?.reply).not.toBeNull();
      const dates = reviews.map((r) => r.date);
      expect([...dates].sort().reverse()).toEqual(dates);
    }
    const all = rows.flatMap((r) => r.reviews ?? []);
    expect(all.filter((r) => r.reply !== null).length / all.length).toBeGreaterThan(0.6);
  });

  it("gives every merchant opening hours on its own clock, some past midnight, some days closed", () => {
    let pastMidnight = 0;
    let withClosedDay = 0;
    for (const row of rows) {
      const hours = row.openingHours ?? [];
      expect(hours.length).toBeGreaterThanOrEqual(5);
      expect(() => new Intl.DateTimeFormat("en-US", { timeZone: row.timeZone })).not.toThrow();
      if (hours.some((p) => p.closes <= p.opens)) pastMidnight += 1;
      if (new Set(hours.map((p) => p.day)).size < 7) withClosedDay += 1;
      // Late-night places are open at half past midnight on a Saturday morning.
      if (row.mealsServed.includes("late_night") && hours.some((p) => p.day === "Fri")) {
        expect(openingStatus(hours, { day: "Sat", minutes: 30 }).open).toBe(true);
      }
      if (row.mealsServed.includes("breakfast")) {
        expect(hours.every((p) => p.opens < "09:00" || p.day === "Sat" || p.day === "Sun")).toBe(true);
      }
    }
    expect(pastMidnight / rows.length).toBeGreaterThan(0.1);
    expect(withClosedDay / rows.length).toBeGreaterThan(0.2);
  });

  it("gives 3 to 6 shipped photos with their size and what they show", () => {
    for (const row of rows.slice(0, 300)) {
      const photos = row.photos ?? [];
      expect(photos.length).toBeGreaterThanOrEqual(3);
      expect(photos.length).toBeLessThanOrEqual(6);
      expect(new Set(photos.map((p) => p.url)).size).toBe(photos.length);
      for (const photo of photos) {
        expect(existsSync(path.join("public", photo.url))).toBe(true);
        expect(photo.width).toBeGreaterThan(0);
        expect(photo.height).toBeGreaterThan(0);
        expect(photo.alt).toContain(row.name);
      }
    }
  });

  it("marks seeded merchants as demo data and fits the API's shapes", () => {
    for (const row of rows.slice(0, 50)) {
      expect(row.origin).toBe("demo");
      const { openingHours, photos, reviews, timeZone } = row;
      expect(() =>
        merchantDetailSchema.pick({ openingHours: true, photos: true, reviews: true, timeZone: true }).parse({
          openingHours,
          photos,
          reviews,
          timeZone,
        }),
      ).not.toThrow();
    }
  });
});
