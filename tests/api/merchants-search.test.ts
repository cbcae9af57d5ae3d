import { describe, expect, it } from "vitest";
import { testDbKinds } from "@/backend/db/testing";
import { chicago, miles, seededMerchantSuite } from "./merchant-search-kit";
import { signedInVisitor, Visitor } from "./support";

const merchantCount = 300;

// PostgreSQL too: search: trigram matching, distances and ordering in SQL.
const kinds = testDbKinds({ dialectMatters: true });

describe.each(kinds)("GET /api/v2/Merchants/Search on %s", (kind) => {
  const { api, all, search, searchError, searchAll } = seededMerchantSuite(kind, {
    merchants: merchantCount,
  });

  describe("filters", () => {
    it("filters by price levels", async () => {
      const found = await searchAll("priceRange=1,2");
      expect(found.length).toBe(all().filter((m) => m.priceRange <= 2).length);
      expect(found.every((m) => m.details.priceRange <= 2)).toBe(true);
    });

    it("needs every dining option asked for", async () => {
      const found = await searchAll("features=takeout,delivery");
      const expected = all().filter((m) => m.features.includes("takeout") && m.features.includes("delivery"));
      expect(found.length).toBe(expected.length);
      expect(found.every((m) => m.features.includes("takeout") && m.features.includes("delivery"))).toBe(
        true,
      );
    });

    it("takes any of the meals asked for", async () => {
      const found = await searchAll("mealsServed=breakfast,late_night");
      const expected = all().filter(
        (m) => m.mealsServed.includes("breakfast") || m.mealsServed.includes("late_night"),
      );
      expect(found.length).toBe(expected.length);
      expect(found.length).toBeGreaterThan(0);
    });

    it("filters new merchants; false does not filter", async () => {
      const found = await searchAll("isNew=true");
      expect(found.length).toBe(all().filter((m) => m.isNew).length);
      expect(found.every((m) => m.isNew)).toBe(true);
      expect((await search("isNew=false&pageSize=1")).totalResultSize).toBe(merchantCount);
    });

    it("filters reservable merchants where the partner offers reservations", async () => {
      const found = await searchAll("reservations=true");
      expect(found.length).toBe(all().filter((m) => m.reservationOpenTable).length);
      expect(found.every((m) => m.reservationProviders.openTable)).toBe(true);
      const elsewhere = await search("reservations=true", new Visitor(api(), "greenleaf.localhost:3000"));
      expect(elsewhere.totalResultSize).toBe(0);
    });

    it("filters acclaimed merchants where the partner has acclaimed offers", async () => {
      const found = await searchAll("acclaimed=true");
      expect(found.length).toBe(all().filter((m) => m.acclaimedLevel > 0).length);
      expect(found.length).toBeGreaterThan(0);
      expect(found.every((m) => m.acclaimedLevel > 0)).toBe(true);
    });

    it("lists acclaimed merchants as ordinary ones, unfiltered, where the partner has none", async () => {
      const found = await searchAll("acclaimed=true", "greenleaf.localhost:3000");
      expect(found.length).toBe(merchantCount);
      expect(found.every((m) => m.acclaimedLevel === 0 && m.details.highlight !== "acclaimed")).toBe(true);
    });

    it("filters by the partner's campaign code and by earning tier", async () => {
      const standard = await searchAll("campaignCode=HHD-T0-STD");
      expect(standard.length).toBe(all().filter((m) => m.acclaimedLevel === 0).length);
      expect(
        standard.every((m) =>
          m.benefitAvailability.campaignCodes.some((c) => c.campaignCode === "HHD-T0-STD"),
        ),
      ).toBe(true);
      const tier0 = await search("benefitsFor=0&pageSize=1");
      expect(tier0.totalResultSize).toBe(standard.length);
      const tier3 = await search("benefitsFor=3&pageSize=1");
      expect(tier3.totalResultSize).toBe(merchantCount);
      // Another partner's codes never match here.
      expect((await search("campaignCode=SKY-T0-STD")).totalResultSize).toBe(0);
    });

    it("combines filters with a place", async () => {
      const found = await searchAll("location=Chicago,IL&priceRange=1,2&features=dine_in");
      const expected = all().filter(
        (m) => miles(chicago, m) <= 25 && m.priceRange <= 2 && m.features.includes("dine_in"),
      );
      expect(found.map((m) => m.id).sort()).toEqual(expected.map((m) => m.id).sort());
    });
  });

  describe("restaurant or cuisine", () => {
    it("matches partial words in cuisines and names", async () => {
      const found = await searchAll("restaurantOrCuisine=sush");
      const expected = all().filter((m) => /sush/i.test(m.name) || m.cuisines.some((c) => /sush/i.test(c)));
      expect(expected.length).toBeGreaterThan(0);
      expect(found.length).toBeGreaterThanOrEqual(expected.length);
      expect(found.map((m) => m.id)).toEqual(expect.arrayContaining(expected.map((m) => m.id)));
    });

    it("tolerates typos and case", async () => {
      const typo = await searchAll("restaurantOrCuisine=pizzza");
      const pizza = all().filter((m) => m.cuisines.includes("Pizza"));
      expect(pizza.length).toBeGreaterThan(0);
      expect(typo.map((m) => m.id)).toEqual(expect.arrayContaining(pizza.map((m) => m.id)));
      expect((await search("restaurantOrCuisine=PIZZA&pageSize=1")).totalResultSize).toBeGreaterThanOrEqual(
        pizza.length,
      );
    });

    it("takes wildcards literally and finds nothing for nonsense", async () => {
      expect((await search("restaurantOrCuisine=%25")).totalResultSize).toBe(0);
      expect((await search("restaurantOrCuisine=qqxxzzvv")).totalResultSize).toBe(0);
    });
  });

  describe("sorting", () => {
    it("sorts by distance, nearest first", async () => {
      const found = await searchAll("location=Chicago,IL&sortBy=distance");
      const distances = found.map((m) => m.distance ?? Infinity);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
    });

    it("sorts by rating, best first", async () => {
      const found = await searchAll("sortBy=rating");
      const ratings = found.map((m) => m.details.rating.overallRating);
      expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    });

    it("sorts by name", async () => {
      const found = await searchAll("sortBy=name");
      const initials = found.map((m) => m.name.charAt(0).toUpperCase());
      expect(initials).toEqual([...initials].sort());
    });

    it("sorts newest first", async () => {
      const found = await searchAll("sortBy=newest");
      const newCount = all().filter((m) => m.isNew).length;
      expect(found.slice(0, newCount).every((m) => m.isNew)).toBe(true);
    });

    it("recommends well-rated places nearby, the same set as every other order", async () => {
      const recommended = await searchAll("location=Chicago,IL");
      const explicit = await searchAll("location=Chicago,IL&sortBy=recommended");
      const byDistance = await searchAll("location=Chicago,IL&sortBy=distance");
      expect(recommended.map((m) => m.id)).toEqual(explicit.map((m) => m.id));
      expect(recommended.map((m) => m.id).sort()).toEqual(byDistance.map((m) => m.id).sort());
      expect(recommended.map((m) => m.id)).not.toEqual(byDistance.map((m) => m.id));
      const top = recommended[0];
      expect(top?.details.rating.overallRating).toBeGreaterThanOrEqual(4);
    });

    it("rejects an unknown sort", async () => {
      const { status, body } = await searchError("sortBy=best");
      expect(status).toBe(400);
      expect(body.fields?.sortBy).toMatch(/recommended/);
    });
  });

  describe("paging", () => {
    it("pages without overlap and covers every result", async () => {
      const found = await searchAll("sortBy=name");
      expect(new Set(found.map((m) => m.id)).size).toBe(merchantCount);
    });

    it("answers a page past the end with the last page and the right totals", async () => {
      // Decision 0009: the last page's results with a flag, no longer an empty page under "300 restaurants".
      const answer = await search("pageSize=50&pageNo=7");
      expect(answer).toMatchObject({
        totalResultSize: merchantCount,
        totalPages: 6,
        pageNo: 6,
        pageClamped: true,
      });
      expect(answer.merchants).toHaveLength(50);
    });

    it.each(["0", "51", "abc", "2.5"])("rejects pageSize=%s", async (pageSize) => {
      const { status, body } = await searchError(`pageSize=${pageSize}`);
      expect(status).toBe(400);
      expect(body.fields?.pageSize).toBeDefined();
    });

    it("rejects pageNo=0 and bad filter values with field messages", async () => {
      expect((await searchError("pageNo=0")).body.fields?.pageNo).toMatch(/starts at 1/);
      expect((await searchError("priceRange=5")).body.fields).toHaveProperty(["priceRange.0"]);
      expect((await searchError("benefitsFor=1")).body.fields?.benefitsFor).toMatch(/tier/);
      expect((await searchError("acclaimed=yes")).body.fields?.acclaimed).toMatch(/true or false/);
      expect(Object.keys((await searchError("features=valet")).body.fields ?? {})[0]).toMatch(/^features/);
    });
  });

  describe("favourites", () => {
    it("needs a signed-in member", async () => {
      const { status } = await searchError("favorites=true");
      expect(status).toBe(401);
    });

    it("is refused where the partner has no favourites", async () => {
      const visitor = await signedInVisitor(api(), "demo@greenleaf.example", "greenleaf.localhost:3000");
      const { status, body } = await searchError("favorites=true", visitor);
      expect(status).toBe(400);
      expect(body.fields?.favorites).toBeDefined();
    });

    it("lists only the member's favourites, marked as such", async () => {
      const visitor = await signedInVisitor(api(), "vip@harbor.example");
      const [first, second] = all()
        .map((m) => m.id)
        .sort();
      const token = await visitor.csrfToken();
      for (const id of [first, second]) {
        const put = await visitor.call(`/api/Member/Favorites/${id}`, {
          method: "PUT",
          headers: { "X-XSRF-TOKEN": token },
        });
        expect(put.status).toBe(200);
      }
      const answer = await search("favorites=true&sortBy=name", visitor);
      expect(answer.merchants.map((m) => m.id).sort()).toEqual([first, second]);
      expect(answer.merchants.every((m) => m.isFavorite === true)).toBe(true);
      const everyone = await search("pageSize=50&sortBy=name", visitor);
      expect(everyone.merchants.filter((m) => m.isFavorite).length).toBeLessThanOrEqual(2);
      expect(everyone.merchants.every((m) => typeof m.isFavorite === "boolean")).toBe(true);
      const anonymous = await search("pageSize=5");
      expect(anonymous.merchants.every((m) => m.isFavorite === undefined)).toBe(true);
    });
  });
});
