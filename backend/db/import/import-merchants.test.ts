import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, testDbKinds, type TestDb } from "../testing";
import { merchantCampaigns, merchantNetworkIds, merchants } from "../schema";
import { controlCharacterMessage } from "@/shared/contracts/text";
import { importMerchants } from "./import-merchants";
import { readMerchantFile } from "./read-merchant-file";

const good = {
  id: "imp-0001",
  name: "Lakeside Grill",
  description: "Grilled fish by the water.",
  cuisines: ["Seafood", "American"],
  priceRange: 2,
  rating: 4.4,
  ratingCount: 120,
  neighborhood: "Lakeview",
  city: "Chicago",
  state: "IL",
  zip: "60657",
  address1: "1 Lake St",
  latitude: 41.94,
  longitude: -87.64,
  phone: "(312) 555-0100",
  imageBaseUrl: "/images/merchants/0001",
  campaigns: ["harbor:0:HB0-0001", "harbor:2:HB2-0001"],
};

const csv = [
  "id,name,description,cuisines,priceRange,rating,ratingCount,neighborhood,city,state,zip,address1,latitude,longitude,phone,imageBaseUrl,campaigns,isNew",
  'imp-0002,"Taqueria ""Sol""",Tacos,Mexican;Street food,1,4.1,40,Pilsen,Chicago,IL,60608,2 Main St,41.85,-87.66,(312) 555-0101,/images/merchants/0002,harbor:0:HB0-0002,true',
  "imp-0003,Bad Row,Text,Thai,9,7,-1,Loop,Chicago,Illinois,606,3 Main St,41.88,-87.63,(312) 555-0102,/images/merchants/0003,,maybe",
].join("\n");

describe("readMerchantFile", () => {
  it("reads JSON lines and reports each problem with its line number", () => {
    const content = [
      JSON.stringify(good),
      "{not json",
      JSON.stringify({ ...good, id: "imp-0009", rating: 6 }),
      "",
    ].join("\n");
    const { rows, errors } = readMerchantFile("merchants.jsonl", content);
    expect(rows.map((row) => row.id)).toEqual(["imp-0001"]);
    expect(errors).toEqual([
      { row: 2, message: "not a JSON object" },
      { row: 3, message: "rating must be between 0 and 5" },
    ]);
  });

  it("reads CSV with quoted cells and lists, and numbers the data rows", () => {
    const { rows, errors } = readMerchantFile("merchants.csv", csv);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: "imp-0002",
      name: 'Taqueria "Sol"',
      cuisines: ["Mexican", "Street food"],
      isNew: true,
    });
    expect(errors.every((error) => error.row === 2)).toBe(true);
    expect(errors.map((error) => error.message)).toEqual(
      expect.arrayContaining([
        "priceRange must be between 1 and 4",
        "state is a two-letter code",
        "zip is five digits",
        "isNew must be true or false",
      ]),
    );
  });

  it("takes opening hours, photos, time zone, reviews and origin, from JSON lines and CSV", () => {
    const rich = {
      ...good,
      id: "imp-0010",
      timeZone: "America/Chicago",
      openingHours: [
        { day: "Fri", opens: "17:00", closes: "02:00" },
        { day: "Sat", opens: "17:00", closes: "02:00" },
      ],
      photos: [{ url: "/images/p/1.jpg", width: 1200, height: 800, alt: "The dining room" }],
      reviews: [{ author: "Ann B.", rating: 4, text: "Good.", reply: null, date: "2026-11-01" }],
      origin: "network",
      orderOnlineUrl: "https://order.example/imp-0010",
      orderOnlineInternal: true,
    };
    const json = readMerchantFile("m.jsonl", JSON.stringify(rich));
    expect(json.errors).toEqual([]);
    expect(json.rows[0]).toMatchObject({
      timeZone: "America/Chicago",
      openingHours: rich.openingHours,
      photos: rich.photos,
      reviews: rich.reviews,
      origin: "network",
      orderOnlineInternal: true,
    });
    // Without the new fields a row still imports, with defaults.
    expect(readMerchantFile("m.jsonl", JSON.stringify(good)).rows[0]).toMatchObject({
      timeZone: "America/New_York",
      openingHours: [],
      photos: [],
      origin: "import",
    });

    const table = [
      "id,name,description,cuisines,priceRange,rating,ratingCount,neighborhood,city,state,zip,address1,latitude,longitude,phone,imageBaseUrl,timeZone,openingHours,photos,origin",
      "imp-0011,Night Owl,Late bites,Pub,2,4.0,10,Loop,Chicago,IL,60601,4 Main St,41.88,-87.63,(312) 555-0103,/images/x,America/Chicago,Mon 11:30-22:00;Fri 17:00-02:00,/images/p/2.jpg|800|600|The bar,network",
    ].join("\n");
    const fromCsv = readMerchantFile("m.csv", table);
    expect(fromCsv.errors).toEqual([]);
    expect(fromCsv.rows[0]).toMatchObject({
      openingHours: [
        { day: "Mon", opens: "11:30", closes: "22:00" },
        { day: "Fri", opens: "17:00", closes: "02:00" },
      ],
      photos: [{ url: "/images/p/2.jpg", width: 800, height: 600, alt: "The bar" }],
      origin: "network",
    });
  });

  it("explains bad hours, photos, time zones and origins", () => {
    const bad = {
      ...good,
      timeZone: "Mars/Olympus",
      openingHours: ["Funday 9-5"],
      photos: ["nope"],
      origin: "Not A Label!",
    };
    const { errors } = readMerchantFile("m.jsonl", JSON.stringify(bad));
    expect(errors.map((e) => e.message)).toEqual(
      expect.arrayContaining([
        "timeZone is an IANA time zone such as America/Chicago",
        expect.stringContaining("openingHours are like Mon 11:30-22:00"),
        expect.stringContaining("photos are url|width|height|alt text"),
        expect.stringContaining("origin is a short lower-case label"),
      ]),
    );
  });

  it("takes the networks' merchant identifiers, validated, from JSON lines and CSV", () => {
    const json = readMerchantFile(
      "m.jsonl",
      JSON.stringify({ ...good, visaMerchantId: "41000001", mastercardLocationId: "" }),
    );
    expect(json.errors).toEqual([]);
    expect(json.rows[0]).toMatchObject({
      visaMerchantId: "41000001",
      mastercardLocationId: null,
      amexSeNumber: null,
      discoverMerchantId: null,
    });
    const table = [
      "id,name,description,cuisines,priceRange,rating,ratingCount,neighborhood,city,state,zip,address1,latitude,longitude,phone,imageBaseUrl,visaMerchantId,mastercardLocationId,amexSeNumber",
      "imp-0020,One,Text,Thai,2,4,1,Loop,Chicago,IL,60601,1 St,41.88,-87.63,(312) 555-0103,/images/x,41000020,52000020,",
      "imp-0021,Two,Text,Thai,2,4,1,Loop,Chicago,IL,60601,1 St,41.88,-87.63,(312) 555-0103,/images/x,41-0021,52000020,12345",
      "imp-0022,Three,Text,Thai,2,4,1,Loop,Chicago,IL,60601,1 St,41.88,-87.63,(312) 555-0103,/images/x,41000022,52000020,",
    ].join("\n");
    const { rows, errors } = readMerchantFile("m.csv", table);
    expect(rows.map((row) => row.id)).toEqual(["imp-0020"]);
    expect(errors).toEqual([
      { row: 2, message: "visaMerchantId must be 6 to 15 digits" },
      { row: 2, message: "amexSeNumber must be 6 to 15 digits" },
      { row: 3, message: "mastercard merchant id 52000020 repeats row 1" },
    ]);
  });

  it("refuses control characters and a repeated id", () => {
    const content = [
      JSON.stringify({ ...good, name: "Nul\u0000Cafe" }),
      JSON.stringify(good),
      JSON.stringify(good),
    ].join("\n");
    const { errors } = readMerchantFile("m.jsonl", content);
    expect(errors).toEqual([
      { row: 1, message: `name: ${controlCharacterMessage}` },
      { row: 3, message: "id imp-0001 repeats row 2" },
    ]);
  });
});

// PostgreSQL too: ingestion: batched upserts of a merchant file.
const kinds = testDbKinds({ dialectMatters: true });

describe.each(kinds)("importMerchants on %s", (kind) => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb(kind);
  });
  afterAll(async () => {
    await testDb.close();
  });

  it("inserts new merchants, and the same file again changes nothing", async () => {
    const { rows } = readMerchantFile("m.jsonl", JSON.stringify(good));
    expect(await importMerchants(testDb.db, rows)).toEqual({ inserted: 1, updated: 0 });
    expect(await importMerchants(testDb.db, rows)).toEqual({ inserted: 0, updated: 1 });
    const stored = await testDb.db.select().from(merchants).where(eq(merchants.id, "imp-0001"));
    expect(stored).toHaveLength(1);
    const campaigns = await testDb.db
      .select()
      .from(merchantCampaigns)
      .where(eq(merchantCampaigns.merchantId, "imp-0001"));
    expect(campaigns.map((c) => c.campaignCode).sort()).toEqual(["HB0-0001", "HB2-0001"]);
  });

  it("replaces a known merchant and its campaigns", async () => {
    const changed = { ...good, name: "Lakeside Grill & Bar", campaigns: ["harbor:3:HB3-0001"] };
    const { rows } = readMerchantFile("m.jsonl", JSON.stringify(changed));
    await importMerchants(testDb.db, rows);
    const [stored] = await testDb.db.select().from(merchants).where(eq(merchants.id, "imp-0001"));
    expect(stored?.name).toBe("Lakeside Grill & Bar");
    const campaigns = await testDb.db
      .select()
      .from(merchantCampaigns)
      .where(eq(merchantCampaigns.merchantId, "imp-0001"));
    expect(campaigns.map((c) => c.campaignCode)).toEqual(["HB3-0001"]);
  });

  it("keeps a removed merchant, unlisted, and lists it again when a later row does", async () => {
    const removedAtOf = async () =>
      (await testDb.db.select().from(merchants).where(eq(merchants.id, "imp-0001")))[0]?.removedAt;
    await importMerchants(
      testDb.db,
      readMerchantFile("m.jsonl", JSON.stringify({ ...good, removed: true })).rows,
    );
    expect(await removedAtOf()).toBeInstanceOf(Date);
    await importMerchants(testDb.db, readMerchantFile("m.jsonl", JSON.stringify(good)).rows);
    expect(await removedAtOf()).toBeNull();
  });

  it("stores the network identifiers and replaces them with the merchant", async () => {
    const idsOf = async () =>
      (
        await testDb.db
          .select({ network: merchantNetworkIds.network, id: merchantNetworkIds.networkMerchantId })
          .from(merchantNetworkIds)
          .where(eq(merchantNetworkIds.merchantId, "imp-0001"))
      ).sort((a, b) => a.network.localeCompare(b.network));
    const first = { ...good, visaMerchantId: "41000001", mastercardLocationId: "52000001" };
    await importMerchants(testDb.db, readMerchantFile("m.jsonl", JSON.stringify(first)).rows);
    expect(await idsOf()).toEqual([
      { network: "mastercard", id: "52000001" },
      { network: "visa", id: "41000001" },
    ]);
    const second = { ...good, visaMerchantId: "41000009" };
    await importMerchants(testDb.db, readMerchantFile("m.jsonl", JSON.stringify(second)).rows);
    expect(await idsOf()).toEqual([{ network: "visa", id: "41000009" }]);
    // Another merchant claiming the id fails the whole file: nothing of it is written.
    const thief = { ...good, id: "imp-0002", visaMerchantId: "41000009" };
    await expect(
      importMerchants(testDb.db, readMerchantFile("m.jsonl", JSON.stringify(thief)).rows),
    ).rejects.toThrow();
    expect(await testDb.db.select().from(merchants).where(eq(merchants.id, "imp-0002"))).toEqual([]);
  });
});
