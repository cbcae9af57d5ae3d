import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureDatabase } from "../ensure-database";
import { merchantCampaigns } from "../schema";
import { createTestDb, type TestDb } from "../testing";
import { seedMissingPartnerCampaigns } from "./partner-campaigns";
import { partnerEarnings } from "./seed-database";

// A partner added after the demo database was seeded (`npm run partner:new`): its restaurants
// must earn like every other partner's after the next start, not show "Not earning here".
describe("demo campaigns of a partner added after the seed", () => {
  let testDb: TestDb;

  beforeAll(async () => {
    testDb = await createTestDb("pglite", { merchants: 40 });
  });

  afterAll(async () => {
    await testDb.close();
  });

  const campaignsOf = (code: string) =>
    testDb.db
      .select()
      .from(merchantCampaigns)
      .where(eq(merchantCampaigns.partnerCode, code))
      .orderBy(asc(merchantCampaigns.merchantId), asc(merchantCampaigns.tierLevel));

  /** The database as if the partner had not been there when it was seeded. */
  const forget = (code: string) =>
    testDb.db.delete(merchantCampaigns).where(eq(merchantCampaigns.partnerCode, code));

  it("are the campaigns the seed would have given it, added once", async () => {
    const seeded = await campaignsOf("harbor");
    expect(seeded.length).toBeGreaterThan(40);
    await forget("harbor");
    expect(await campaignsOf("harbor")).toEqual([]);

    expect(await seedMissingPartnerCampaigns(testDb.db, partnerEarnings())).toEqual(["harbor"]);
    expect(await campaignsOf("harbor")).toEqual(seeded);
    // Every partner has its campaigns now: a second start adds nothing.
    expect(await seedMissingPartnerCampaigns(testDb.db, partnerEarnings())).toEqual([]);
    expect(await campaignsOf("harbor")).toEqual(seeded);
  });

  it("are added by a local start, never by a production one", async () => {
    const seeded = await campaignsOf("skyway");
    await forget("skyway");
    const production = await ensureDatabase(testDb.db, { demo: false });
    expect(production.campaignsAddedFor).toEqual([]);
    expect(await campaignsOf("skyway")).toEqual([]);

    const local = await ensureDatabase(testDb.db, { demo: true });
    expect(local).toEqual({ seeded: false, merchants: 40, campaignsAddedFor: ["skyway"] });
    expect(await campaignsOf("skyway")).toEqual(seeded);
  });
});
