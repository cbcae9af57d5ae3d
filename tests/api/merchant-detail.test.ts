import { describe, expect, it } from "vitest";
import { testDbKinds } from "@/backend/db/testing";
import { seatingsOn } from "@/shared/rules/seatings";
import { countMerchants } from "@/backend/services/merchants/count-merchants";
import { seededMerchantSuite, type MerchantRow } from "./merchant-search-kit";
import { listMerchantIds } from "@/backend/services/merchants/list-merchant-ids";
import { flexOfferSchema, weekdays } from "@/shared/contracts/merchants";
import { reservationAvailabilitySchema } from "@/shared/contracts/reservations";
import { errorAnswer, signedInVisitor, Visitor } from "./support";

const merchantCount = 200;
const skyway = "skyway.localhost:3000";
const greenleaf = "greenleaf.localhost:3000";

function isoDate(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

describe.each(testDbKinds())("merchant page calls on %s", (kind) => {
  const { api, all, pick, detail } = seededMerchantSuite(kind, { merchants: merchantCount });

  describe("GET /api/v2/Merchants/{merchantId}", () => {
    it("answers 404 for an unknown merchant", async () => {
      const response = await new Visitor(api()).call("/api/v2/Merchants/m-999999");
      expect(response.status).toBe(404);
      expect(await errorAnswer(response)).toEqual({ error: "Merchant not found" });
    });

    it("answers an ordinary merchant with every tier earning", async () => {
      const row = pick((m) => m.acclaimedLevel === 0 && m.offerType === "Unlimited");
      const merchant = await detail(row.id);
      expect(merchant).toMatchObject({
        id: row.id,
        name: row.name,
        about: row.description,
        phone: row.phone,
        distance: null,
      });
      expect(merchant.earnByTier).toEqual([
        { tierLevel: 0, amountPerDollar: 1, earns: true },
        { tierLevel: 2, amountPerDollar: 5, earns: true },
        { tierLevel: 3, amountPerDollar: 5, earns: true },
      ]);
      expect(merchant.offers).toEqual([
        { type: "Unlimited", description: "Earn 1 point per $1 on every visit" },
      ]);
      expect(merchant.isFavorite).toBeUndefined();
    });

    it("describes a limited offer at the signed-in member's own rate", async () => {
      const row = pick((m) => m.acclaimedLevel === 0 && m.offerType === "Limited");
      const visitor = await signedInVisitor(api(), "demo@harbor.example");
      const merchant = await detail(row.id, visitor);
      expect(merchant.offers).toEqual([
        { type: "Limited", description: "Earn 5 points per $1 on your first 2 visits a month" },
      ]);
      expect(merchant.isFavorite).toBe(false);
    });

    it("lets an acclaimed merchant earn only for tiers with a campaign code", async () => {
      const row = pick((m) => m.acclaimedLevel === 1);
      const merchant = await detail(row.id);
      expect(merchant.acclaimedLevel).toBe(1);
      expect(merchant.benefitAvailability.campaignCodes.map((c) => c.tierLevel)).toEqual([2, 3]);
      expect(merchant.earnByTier.map((t) => [t.tierLevel, t.earns])).toEqual([
        [0, false],
        [2, true],
        [3, true],
      ]);
    });

    it("shows second-level acclaim only where the partner has it", async () => {
      const row = pick((m) => m.acclaimedLevel === 2);
      const atHarbor = await detail(row.id);
      expect(atHarbor.acclaimedLevel).toBe(1);
      expect(atHarbor.earnByTier.filter((t) => t.earns).map((t) => t.tierLevel)).toEqual([3]);
      const atSkyway = await detail(row.id, new Visitor(api(), skyway));
      expect(atSkyway.acclaimedLevel).toBe(2);
      expect(atSkyway.offers[0]?.description).toMatch(/^VIP members earn 5 miles per \$1/);
    });

    it("has no acclaimed earning where the partner has no acclaimed offers", async () => {
      const row = pick((m) => m.acclaimedLevel > 0);
      const merchant = await detail(row.id, new Visitor(api(), greenleaf));
      expect(merchant.acclaimedLevel).toBe(0);
      expect(merchant.benefitAvailability.campaignCodes).toEqual([]);
      expect(merchant.earnByTier.every((t) => !t.earns)).toBe(true);
      expect(merchant.offers).toEqual([]);
    });

    it("names the earning days from the bitmask", async () => {
      const row = pick((m) => m.benefitDays !== 127);
      const merchant = await detail(row.id);
      expect(merchant.benefitDays).toEqual(weekdays.filter((_, i) => (row.benefitDays & (1 << i)) !== 0));
      expect(merchant.benefitDays.length).toBeLessThan(7);
    });

    it("tells internal from external online ordering", async () => {
      // Internal ordering shows the /Order dialog first, but it too ends on the ordering site.
      const internal = await detail(pick((m) => m.orderOnlineInternal).id);
      expect(internal.orderOnline).toEqual({ url: `https://order.example/${internal.id}`, internal: true });
      const external = await detail(pick((m) => m.orderOnlineUrl !== null && !m.orderOnlineInternal).id);
      expect(external.orderOnline?.internal).toBe(false);
      const none = await detail(pick((m) => m.orderOnlineUrl === null).id);
      expect(none.orderOnline).toBeNull();
    });

    it("shows OpenTable only where the partner takes reservations", async () => {
      const row = pick((m) => m.reservationOpenTable);
      expect((await detail(row.id)).reservationProviders.openTable).toBe(true);
      expect((await detail(row.id, new Visitor(api(), greenleaf))).reservationProviders.openTable).toBe(
        false,
      );
    });
  });

  describe("GET /api/merchants/{merchantId}/reservations/availability", () => {
    const url = (id: string, query: string) => `/api/merchants/${id}/reservations/availability?${query}`;

    /** A bookable merchant that seats at 19:00 on the date (the provider follows opening hours). */
    const seatsAt19 = (date: string) => (m: MerchantRow) =>
      m.reservationOpenTable && seatingsOn(date, m.openingHours).includes(19 * 60);

    it("answers up to nine slots near the time, the same each time, with the partner's bonus", async () => {
      const row = pick(seatsAt19(isoDate(7)));
      const query = `date=${isoDate(7)}&time=19:00&partySize=2`;
      const first = await new Visitor(api()).call(url(row.id, query));
      expect(first.status).toBe(200);
      const body = reservationAvailabilitySchema.parse(await first.json());
      expect(body.bonus).toBe(50);
      expect(body.slots.length).toBeGreaterThan(0);
      expect(body.slots.length).toBeLessThanOrEqual(9);
      const again = reservationAvailabilitySchema.parse(
        await (await new Visitor(api()).call(url(row.id, query))).json(),
      );
      expect(again).toEqual(body);
    });

    it("answers 404 where there is no online booking", async () => {
      const query = `date=${isoDate(7)}&time=19:00&partySize=2`;
      const noTable = pick((m) => !m.reservationOpenTable);
      expect((await new Visitor(api()).call(url(noTable.id, query))).status).toBe(404);
      const table = pick((m) => m.reservationOpenTable);
      expect((await new Visitor(api(), greenleaf).call(url(table.id, query))).status).toBe(404);
      expect((await new Visitor(api()).call(url("m-999999", query))).status).toBe(404);
    });

    it.each([
      ["date", `date=${isoDate(-3)}&time=19:00&partySize=2`, /today up to one year/],
      ["date", `date=${isoDate(400)}&time=19:00&partySize=2`, /today up to one year/],
      ["date", "date=2026-02-31&time=19:00&partySize=2", /exists on the calendar/],
      ["time", `date=${isoDate(1)}&time=7pm&partySize=2`, /HH:MM/],
      ["partySize", `date=${isoDate(1)}&time=19:00&partySize=0`, /at least 1/],
      ["partySize", `date=${isoDate(1)}&time=19:00&partySize=21`, /at most 20/],
    ])("answers 400 for a bad %s", async (field, query, message) => {
      const row = pick((m) => m.reservationOpenTable);
      const response = await new Visitor(api()).call(url(row.id, query));
      expect(response.status).toBe(400);
      const body = await errorAnswer(response);
      expect(body.fields?.[field]).toMatch(message);
    });

    it("answers no slots on a day the restaurant is closed", async () => {
      // Some bookable restaurant closes one day of the coming week.
      const closedOn = (date: string) =>
        all().find((m) => m.reservationOpenTable && seatingsOn(date, m.openingHours).length === 0);
      const date = [7, 8, 9, 10, 11, 12, 13].map(isoDate).find((day) => closedOn(day));
      const row = date === undefined ? undefined : closedOn(date);
      if (!date || !row) throw new Error("The seed has no bookable restaurant closed on a day");
      const response = await new Visitor(api()).call(url(row.id, `date=${date}&time=19:00&partySize=2`));
      expect(reservationAvailabilitySchema.parse(await response.json()).slots).toEqual([]);
    });

    // The provider's own bounds come back as the field they concern, which the page words.
    it.each([
      // Yesterday passes the date window (a visitor west of UTC may still be on it), but its
      // seatings are past on the restaurant's clock.
      ["time", () => `date=${isoDate(-1)}&time=12:00&partySize=4`, /at least 30 minutes from now/],
      ["partySize", () => `date=${isoDate(7)}&time=19:00&partySize=11`, /call the restaurant/],
    ])("answers 400 on %s when the provider refuses", async (field, query, message) => {
      const row = pick(seatsAt19(isoDate(7)));
      const response = await new Visitor(api()).call(url(row.id, query()));
      expect(response.status).toBe(400);
      expect((await errorAnswer(response)).fields?.[field]).toMatch(message);
    });
  });

  describe("GET /api/merchants/{merchantId}/flex-offers/members/{publicId}", () => {
    const url = (id: string, publicId: string) => `/api/merchants/${id}/flex-offers/members/${publicId}`;

    it("answers the member's own offers, and 404 where there is none", async () => {
      const visitor = await signedInVisitor(api(), "demo@skyway.example", skyway);
      const statuses = new Map<number, number>();
      for (const row of all().slice(0, 12)) {
        const response = await visitor.call(url(row.id, "skyway-demo-member"));
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        if (response.status === 200) {
          const offer = flexOfferSchema.parse(await response.json());
          expect(offer.webMessageOfferAmount).toMatch(/^Earn [\d,]+ bonus miles on your next visit$/);
        }
      }
      expect([...statuses.keys()].sort()).toEqual([200, 404]);
    });

    it("refuses another member's publicId, anonymous visitors and partners without flex offers", async () => {
      const id = all()[0]?.id ?? "";
      const visitor = await signedInVisitor(api(), "demo@skyway.example", skyway);
      expect((await visitor.call(url(id, "skyway-noncard-member"))).status).toBe(403);
      expect((await new Visitor(api(), skyway).call(url(id, "skyway-demo-member"))).status).toBe(401);
      const harbor = await signedInVisitor(api(), "demo@harbor.example");
      expect((await harbor.call(url(id, "harbor-demo-member"))).status).toBe(404);
    });
  });

  describe("listMerchantIds", () => {
    it("lists the merchants in id order with their last change, a page at a time", async () => {
      const ids = await listMerchantIds(api().testDb.db, { offset: 0, limit: all().length + 10 });
      expect(ids.map((m) => m.id)).toEqual(all().map((m) => m.id));
      expect(ids[0]?.updatedAt).toBeInstanceOf(Date);
      const second = await listMerchantIds(api().testDb.db, { offset: 2, limit: 3 });
      expect(second.map((m) => m.id)).toEqual(
        all()
          .slice(2, 5)
          .map((m) => m.id),
      );
      expect(await countMerchants(api().testDb.db)).toBe(all().length);
    });
  });
});
