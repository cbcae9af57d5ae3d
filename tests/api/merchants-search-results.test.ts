import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { merchants as merchantsTable } from "@/backend/db/schema";
import { testDbKinds } from "@/backend/db/testing";
import { weekdays } from "@/shared/contracts/weekdays";
import { chicago, miles, seededMerchantSuite } from "./merchant-search-kit";

const merchantCount = 300;
/** The area around Chicago where the suite's merchants list no hours, so none is open now. */
const closedMiles = 3;

const notOpenForLong = (highlight: string | null) =>
  highlight === "comingSoon" || highlight === "leavingSoon";

/** The results page's answers: paging past the end, the Newest sort, cuisines and radius (decision 0009). */
// PostgreSQL too: search: trigram matching, distances and ordering in SQL.
const kinds = testDbKinds({ dialectMatters: true });

describe.each(kinds)("GET /api/v2/Merchants/Search results on %s", (kind) => {
  const { all, search, searchError, searchAll } = seededMerchantSuite(kind, {
    merchants: merchantCount,
    prepare: async (db) => {
      // The newest merchants of all are the ones not open for long: the worst case for "Newest".
      const newest = (await db.select().from(merchantsTable))
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
        .slice(0, 4);
      const [first, second, third, fourth] = newest.map((row) => row.id);
      if (!first || !second || !third || !fourth) throw new Error("The seed has too few merchants");
      await db
        .update(merchantsTable)
        .set({ highlight: "comingSoon" })
        .where(inArray(merchantsTable.id, [first, third]));
      await db.update(merchantsTable).set({ highlight: "leavingSoon" }).where(eq(merchantsTable.id, second));
      await db.update(merchantsTable).set({ highlight: "new" }).where(eq(merchantsTable.id, fourth));
      // Within 3 miles of Chicago nothing is ever open (no hours listed): "open now" finds none
      // there. Just outside, one place never closes, so the wider area always has one open.
      const rows = await db.select().from(merchantsTable);
      const central = rows.filter((m) => miles(chicago, m) <= closedMiles).map((m) => m.id);
      await db.update(merchantsTable).set({ openingHours: [] }).where(inArray(merchantsTable.id, central));
      const nearby = rows.find((m) => miles(chicago, m) > closedMiles && miles(chicago, m) <= 25);
      if (!nearby) throw new Error("The seed has no merchant near Chicago");
      const allDay = weekdays.map((day) => ({ day, opens: "00:00", closes: "00:00" }));
      await db.update(merchantsTable).set({ openingHours: allDay }).where(eq(merchantsTable.id, nearby.id));
    },
  });

  describe("paging", () => {
    it("answers a page past the end with the last page, and says so", async () => {
      const last = await search("sortBy=name&pageSize=50&pageNo=6");
      const past = await search("sortBy=name&pageSize=50&pageNo=40");
      expect(past).toMatchObject({
        totalResultSize: merchantCount,
        totalPages: 6,
        pageNo: 6,
        pageClamped: true,
      });
      expect(past.merchants.map((m) => m.id)).toEqual(last.merchants.map((m) => m.id));
      expect(past.merchants.length).toBeGreaterThan(0);
    });

    it("answers the page asked for, unclamped, within the results", async () => {
      expect(await search("sortBy=name&pageSize=50&pageNo=2")).toMatchObject({
        pageNo: 2,
        pageClamped: false,
      });
    });

    it("answers page 1, unclamped, when nothing matches", async () => {
      const answer = await search("restaurantOrCuisine=zzqqxxjj&pageNo=3");
      expect(answer).toMatchObject({ merchants: [], totalResultSize: 0, totalPages: 0, pageClamped: false });
    });
  });

  describe("the Newest sort", () => {
    it("never leads with a merchant coming soon or leaving soon", async () => {
      const found = await searchAll("sortBy=newest");
      expect(found).toHaveLength(merchantCount);
      const others = all().filter((m) => !notOpenForLong(m.highlight)).length;
      expect(found.slice(0, others).some((m) => notOpenForLong(m.details.highlight))).toBe(false);
      expect(found.slice(others).every((m) => notOpenForLong(m.details.highlight))).toBe(true);
      // The rest keeps newest-first order.
      const created = new Map(all().map((m) => [m.id, m.createdAt.getTime()]));
      const times = found.slice(0, others).map((m) => created.get(m.id) ?? 0);
      expect(times).toEqual([...times].sort((a, b) => b - a));
    });
  });

  describe("cuisines", () => {
    it("filters by any of the cuisines named", async () => {
      const found = await searchAll("cuisines=Sushi,Pizza");
      const expected = all().filter((m) => m.cuisines.includes("Sushi") || m.cuisines.includes("Pizza"));
      expect(expected.length).toBeGreaterThan(0);
      expect(found.map((m) => m.id).sort()).toEqual(expected.map((m) => m.id).sort());
    });

    it("counts each cuisine under the other filters, not under the cuisine filter itself", async () => {
      const answer = await search(
        "location=Chicago,IL&priceRange=2&cuisines=Sushi&cuisineCounts=true&pageSize=1",
      );
      const inScope = all().filter((m) => miles(chicago, m) <= 25 && m.priceRange === 2);
      const expected = new Map<string, number>();
      for (const merchant of inScope)
        for (const cuisine of merchant.cuisines) expected.set(cuisine, (expected.get(cuisine) ?? 0) + 1);
      expect(new Map(answer.cuisineCounts?.map((c) => [c.cuisine, c.count]))).toEqual(expected);
      const counts = answer.cuisineCounts?.map((c) => c.count) ?? [];
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
      // The total is the pending selection's: "Show N restaurants".
      expect(answer.totalResultSize).toBe(inScope.filter((m) => m.cuisines.includes("Sushi")).length);
    });

    it("answers no counts unless asked", async () => {
      expect((await search("pageSize=1")).cuisineCounts).toBeUndefined();
    });

    it("rejects too many cuisines and overlong names", async () => {
      const many = Array.from({ length: 13 }, (_, i) => `C${i}`).join(",");
      expect((await searchError(`cuisines=${many}`)).status).toBe(400);
      expect((await searchError(`cuisines=${"x".repeat(41)}`)).body.fields).toHaveProperty(["cuisines.0"]);
      expect((await searchError("cuisineCounts=yes")).body.fields?.cuisineCounts).toMatch(/true or false/);
    });
  });

  describe("open now", () => {
    it("says how many the search finds closed when nothing is open now (decision 0058)", async () => {
      const area = `location=Chicago,IL&radius=${closedMiles}`;
      const everything = await search(area);
      expect(everything.totalResultSize).toBeGreaterThan(0);
      expect(everything.closedNow).toBeUndefined();
      const openNow = await search(`${area}&openNow=true`);
      expect(openNow).toMatchObject({
        merchants: [],
        totalResultSize: 0,
        closedNow: everything.totalResultSize,
      });
      // Other filters still count: only what they find is offered.
      const cheap = await search(`${area}&priceRange=1`);
      const cheapOpen = await search(`${area}&priceRange=1&openNow=true`);
      expect(cheapOpen.closedNow).toBe(cheap.totalResultSize || undefined);
    });

    it("says nothing of closed places when some are open, or when nothing matches at all", async () => {
      const open = await search("location=Chicago,IL&radius=25&openNow=true");
      expect(open.totalResultSize).toBeGreaterThan(0);
      expect(open.closedNow).toBeUndefined();
      const none = await search(
        `location=Chicago,IL&radius=${closedMiles}&openNow=true&restaurantOrCuisine=zzqqxxjj`,
      );
      expect(none).toMatchObject({ totalResultSize: 0 });
      expect(none.closedNow).toBeUndefined();
    });
  });

  describe("radius", () => {
    it("keeps to the radius asked for, counted in SQL", async () => {
      const found = await searchAll("location=Chicago,IL&radius=5");
      const expected = all().filter((m) => miles(chicago, m) <= 5);
      expect(found.map((m) => m.id).sort()).toEqual(expected.map((m) => m.id).sort());
      const wide = await search("location=Chicago,IL&radius=50&pageSize=1");
      expect(wide.totalResultSize).toBe(all().filter((m) => miles(chicago, m) <= 50).length);
    });

    it.each([
      ["0", /more than 0/],
      ["-5", /more than 0/],
      ["abc", /number of miles/],
      ["0x10", /number of miles/],
      ["101", /100 miles/],
    ])("rejects radius=%s with a clear message", async (radius, message) => {
      const { status, body } = await searchError(`location=Chicago,IL&radius=${radius}`);
      expect(status).toBe(400);
      expect(body.fields?.radius).toMatch(message);
    });
  });
});
