import { describe, expect, it } from "vitest";
import { testDbKinds } from "@/backend/db/testing";
import { locationPatternMessage } from "@/shared/contracts/merchants";
import { chicago, miles, seededMerchantSuite } from "./merchant-search-kit";

const merchantCount = 300;

/** Where a search is measured from: places as people type them, coordinates, radius and map areas. */
// PostgreSQL too: search: trigram matching, distances and ordering in SQL.
const kinds = testDbKinds({ dialectMatters: true });

describe.each(kinds)("GET /api/v2/Merchants/Search by location on %s", (kind) => {
  const { all, search, searchError, searchAll } = seededMerchantSuite(kind, { merchants: merchantCount });

  describe("location", () => {
    it("searches everywhere without a place: no distance, no centre", async () => {
      const answer = await search("pageSize=5");
      expect(answer.totalResultSize).toBe(merchantCount);
      expect(answer.totalPages).toBe(merchantCount / 5);
      expect(answer.searchCenter).toBeNull();
      expect(answer.merchants.every((m) => m.distance === null)).toBe(true);
    });

    it("finds a city and state within the default 25 miles, with distances in miles", async () => {
      const found = await searchAll("location=Chicago%2C%20IL");
      const expected = all().filter((m) => miles(chicago, m) <= 25);
      expect(expected.length).toBeGreaterThan(5);
      expect(found.map((m) => m.id).sort()).toEqual(expected.map((m) => m.id).sort());
      for (const merchant of found) {
        expect(merchant.distance).not.toBeNull();
        expect(Math.abs((merchant.distance ?? 0) - miles(chicago, merchant.location))).toBeLessThan(0.01);
      }
      const answer = await search("location=Chicago,%20IL&pageSize=1");
      expect(answer.searchCenter).toEqual({ ...chicago, label: "Chicago, IL" });
    });

    it("accepts a state's name and a city alone when only one state has it", async () => {
      const byName = await search("location=chicago,%20illinois&pageSize=1");
      const alone = await search("location=Chicago&pageSize=1");
      expect(byName.searchCenter?.label).toBe("Chicago, IL");
      expect(alone.searchCenter).toEqual(byName.searchCenter);
      expect(alone.totalResultSize).toBe(byName.totalResultSize);
    });

    it("finds a ZIP code", async () => {
      const answer = await search("location=60611&pageSize=1");
      expect(answer.searchCenter).toEqual({ latitude: 41.8971, longitude: -87.6223, label: "60611" });
      expect(answer.totalResultSize).toBe(
        all().filter((m) => miles(answer.searchCenter ?? chicago, m) <= 25).length,
      );
    });

    it("takes lat,lng and the browser's current location", async () => {
      const typed = await search("location=41.85,-87.6779&pageSize=1");
      expect(typed.searchCenter).toMatchObject(chicago);
      const current = await search(
        "location=Current%20Location&latitude=41.85&longitude=-87.6779&pageSize=1",
      );
      expect(current.searchCenter).toEqual({ ...chicago, label: "Current Location", place: "Chicago, IL" });
      expect(current.totalResultSize).toBe(typed.totalResultSize);
    });

    it("answers 400 for Current Location without coordinates", async () => {
      const { status, body } = await searchError("location=Current%20Location");
      expect(status).toBe(400);
      expect(body.fields?.location).toMatch(/latitude and longitude/);
    });

    it("reads a city without its comma, a seeded metro's neighbourhood and its aliases", async () => {
      const typed = await search("location=chicago%20il&pageSize=1");
      expect(typed.searchCenter).toEqual({ ...chicago, label: "Chicago, IL" });
      const brooklyn = await search("location=Brooklyn&pageSize=1");
      expect(brooklyn.searchCenter?.label).toBe("Brooklyn, NY");
      expect(brooklyn.totalResultSize).toBeGreaterThan(0);
      const manhattan = await search("location=Manhattan&pageSize=1");
      expect(manhattan.searchCenter?.label).toBe("New York, NY");
      const wicker = await search("location=Wicker%20Park&pageSize=1");
      expect(wicker.searchCenter?.label).toBe("Wicker Park, Chicago, IL");
    });

    it("searches a typo's one clear spelling, and says what was typed (decision 0058)", async () => {
      const typed = await search("location=Chicgo&pageSize=1");
      const right = await search("location=Chicago,%20IL&pageSize=1");
      expect(typed.searchCenter).toEqual({ ...chicago, label: "Chicago, IL", correctedFrom: "Chicgo" });
      expect(typed.totalResultSize).toBe(right.totalResultSize);
      expect(typed.merchants.map((m) => m.id)).toEqual(right.merchants.map((m) => m.id));
      expect(right.searchCenter).not.toHaveProperty("correctedFrom");
      // Several places as near: no guess, the 400 the page answers with its suggestions.
      expect((await searchError("location=Springfeld")).status).toBe(400);
    });

    it("answers 400 asking for a choice when several places share the name", async () => {
      const { status, body } = await searchError("location=Springfield");
      expect(status).toBe(400);
      expect(body.fields?.location).toBe("More than one place is called Springfield. Choose one.");
    });

    it("says how far the nearest restaurants are from an area that has none", async () => {
      const boise = await search("location=Boise,%20ID");
      expect(boise.totalResultSize).toBe(0);
      const boisePoint = boise.searchCenter ?? chicago;
      const closest = Math.min(...all().map((m) => miles(boisePoint, m)));
      const town = all().find((m) => miles(boisePoint, m) === closest);
      expect(boise.nearest).toEqual({
        location: `${town?.city}, ${town?.state}`,
        distance: Math.round(closest),
      });
      // A filter that empties a busy area is not an empty area.
      const filtered = await search("location=Chicago,%20IL&restaurantOrCuisine=zzzzqqq");
      expect(filtered.totalResultSize).toBe(0);
      expect(filtered.nearest).toBeUndefined();
    });

    it.each(["Atlantis, ZZ", "Nowhere Town, IL", "00000"])(
      "answers 400 with the location wording for %s",
      async (place) => {
        const { status, body } = await searchError(`location=${encodeURIComponent(place)}`);
        expect(status).toBe(400);
        expect(body).toEqual({ error: locationPatternMessage, fields: { location: locationPatternMessage } });
      },
    );

    it("narrows by radius", async () => {
      const near = await searchAll("location=Chicago,IL&radius=3");
      expect(near.length).toBe(all().filter((m) => miles(chicago, m) <= 3).length);
      expect(near.length).toBeLessThan(all().filter((m) => miles(chicago, m) <= 25).length);
      expect(near.every((m) => (m.distance ?? Infinity) <= 3)).toBe(true);
    });

    it("searches a map area, measuring from its centre", async () => {
      const bounds = { south: 41.8, west: -87.75, north: 41.95, east: -87.6 };
      const found = await searchAll(`bounds=${bounds.south},${bounds.west},${bounds.north},${bounds.east}`);
      const expected = all().filter(
        (m) =>
          m.latitude >= bounds.south &&
          m.latitude <= bounds.north &&
          m.longitude >= bounds.west &&
          m.longitude <= bounds.east,
      );
      expect(expected.length).toBeGreaterThan(0);
      expect(found.map((m) => m.id).sort()).toEqual(expected.map((m) => m.id).sort());
      const answer = await search(
        `bounds=${bounds.south},${bounds.west},${bounds.north},${bounds.east}&pageSize=1`,
      );
      expect(answer.searchCenter?.label).toBe("Map area");
      expect(answer.merchants[0]?.distance).not.toBeNull();
    });

    it("rejects malformed bounds and coordinates", async () => {
      expect((await searchError("bounds=1,2,3")).body.fields?.bounds).toBeDefined();
      expect((await searchError("bounds=42,-87,41,-88")).body.fields?.bounds).toBeDefined();
      expect((await searchError("latitude=91&longitude=0")).body.fields?.latitude).toMatch(/between/);
      expect((await searchError("radius=500")).body.fields?.radius).toMatch(/100 miles/);
    });
  });
});
