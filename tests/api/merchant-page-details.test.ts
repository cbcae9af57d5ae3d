import { describe, expect, it } from "vitest";
import { testDbKinds } from "@/backend/db/testing";
import { seededMerchantSuite, type MerchantRow } from "./merchant-search-kit";
import { searchMerchants } from "@/backend/services/merchants/search-merchants";
import { merchantSearchQuerySchema, merchantSearchResponseSchema } from "@/shared/contracts/merchants";
import { localClock, openingStatus } from "@/shared/rules/opening-hours";
import { errorAnswer, Visitor } from "./support";

const merchantCount = 200;

function isOpen(row: MerchantRow, at: Date): boolean {
  return openingStatus(row.openingHours, localClock(at, row.timeZone)).open;
}

describe.each(testDbKinds())("merchant page details on %s", (kind) => {
  const { api, all, pick, detail } = seededMerchantSuite(kind, { merchants: merchantCount });

  describe("GET /api/v2/Merchants/{merchantId}", () => {
    it("answers the opening hours on the restaurant's clock, with its time zone", async () => {
      const row = pick((m) => m.openingHours.some((p) => p.closes <= p.opens));
      const merchant = await detail(row.id);
      expect(merchant.timeZone).toBe(row.timeZone);
      expect(merchant.timeZone).toMatch(/^(America|Pacific)\//);
      expect(merchant.openingHours).toEqual(row.openingHours);
      expect(merchant.openingHours.length).toBeGreaterThanOrEqual(5);
    });

    it("answers 3 to 6 photos with their size and alt text, and reviews with replies", async () => {
      const merchant = await detail(all()[0]?.id ?? "");
      expect(merchant.photos.length).toBeGreaterThanOrEqual(3);
      expect(merchant.photos.length).toBeLessThanOrEqual(6);
      for (const photo of merchant.photos) {
        expect(photo.url).toMatch(/^\/images\/merchants\/photos\/[a-z]+-[a-z-]+\.svg$/);
        expect(photo.width).toBeGreaterThan(0);
        expect(photo.height).toBeGreaterThan(0);
        expect(photo.alt).toContain(merchant.name);
      }
      expect(merchant.reviews.length).toBeGreaterThanOrEqual(3);
      expect(merchant.reviews[0]?.reply).toEqual(expect.any(String));
    });

    it("says where the merchant comes from, in the detail and in search", async () => {
      const merchant = await detail(all()[0]?.id ?? "");
      expect(merchant.origin).toBe("demo");
      const response = await new Visitor(api()).call("/api/v2/Merchants/Search?pageSize=3");
      const answer = merchantSearchResponseSchema.parse(await response.json());
      expect(answer.merchants.map((m) => m.origin)).toEqual(["demo", "demo", "demo"]);
    });

    it("answers an order URL on the web for ordering merchants, internal or not, and none otherwise", async () => {
      const internal = await detail(pick((m) => m.orderOnlineInternal).id);
      expect(internal.orderOnline).toEqual({ url: `https://order.example/${internal.id}`, internal: true });
      const external = await detail(pick((m) => m.orderOnlineUrl !== null && !m.orderOnlineInternal).id);
      expect(external.orderOnline).toEqual({ url: `https://order.example/${external.id}`, internal: false });
      const none = await detail(pick((m) => m.orderOnlineUrl === null).id);
      expect(none.orderOnline).toBeNull();
    });
  });

  describe("open now", () => {
    // Instants chosen on the restaurants' clocks: a Tuesday lunch, a Saturday 01:30 in Chicago
    // (after midnight: only late-night places), a Monday 08:00 in New York.
    const instants = [
      new Date("2026-11-24T18:30:00Z"),
      new Date("2026-11-28T07:30:00Z"),
      new Date("2026-11-23T13:00:00Z"),
    ];

    it.each(instants)("lists exactly the merchants open at %s on their own clock", async (at) => {
      const query = merchantSearchQuerySchema.parse({ openNow: "true", pageSize: "50" });
      const expected = all()
        .filter((row) => isOpen(row, at))
        .map((row) => row.id);
      const found: string[] = [];
      for (let pageNo = 1; ; pageNo += 1) {
        const page = await searchMerchants(api().testDb.db, {
          partnerCode: "harbor",
          query: { ...query, pageNo },
          now: at,
        });
        found.push(...page.merchants.map((m) => m.id));
        if (pageNo >= page.totalPages) break;
      }
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(all().length);
      expect(found.sort()).toEqual(expected.sort());
    });

    it("filters the search through the API with openNow=true", async () => {
      const before = new Date();
      const response = await new Visitor(api()).call("/api/v2/Merchants/Search?openNow=true&pageSize=50");
      const after = new Date();
      expect(response.status).toBe(200);
      const answer = merchantSearchResponseSchema.parse(await response.json());
      const byId = new Map(all().map((row) => [row.id, row]));
      for (const merchant of answer.merchants) {
        const row = byId.get(merchant.id);
        if (!row) throw new Error(`unknown ${merchant.id}`);
        // Open when the request started or ended (a period may begin or end in between).
        expect(isOpen(row, before) || isOpen(row, after)).toBe(true);
      }
      const openEither = all().filter((row) => isOpen(row, before) || isOpen(row, after)).length;
      const openBoth = all().filter((row) => isOpen(row, before) && isOpen(row, after)).length;
      expect(answer.totalResultSize).toBeGreaterThanOrEqual(openBoth);
      expect(answer.totalResultSize).toBeLessThanOrEqual(openEither);
    });

    it("refuses an openNow that is not true or false", async () => {
      const response = await new Visitor(api()).call("/api/v2/Merchants/Search?openNow=yes");
      expect(response.status).toBe(400);
      expect(JSON.stringify(await errorAnswer(response))).toContain("Use true or false");
    });
  });
});
