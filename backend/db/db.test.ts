import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cards, merchantCampaigns, members, merchants, transactions } from "./schema";
import { demoAccounts } from "./seed/demo-accounts";
import { createTestDb, testDbKinds, type TestDb } from "./testing";

describe.each(testDbKinds())("database on %s", (kind) => {
  let testDb: TestDb;

  beforeAll(async () => {
    testDb = await createTestDb(kind, { merchants: 300 });
  });

  afterAll(async () => {
    await testDb.close();
  });

  it("holds the seeded merchants with campaigns for every partner", async () => {
    const [row] = await testDb.db.select({ count: sql<number>`count(*)::int` }).from(merchants);
    expect(row?.count).toBe(300);
    const partners = await testDb.db
      .selectDistinct({ code: merchantCampaigns.partnerCode })
      .from(merchantCampaigns);
    expect(partners.map((p) => p.code).sort()).toEqual(["greenleaf", "harbor", "roadtrip", "skyway"]);
  });

  it("seeds the demo members with hashed passwords and cards", async () => {
    const rows = await testDb.db.select().from(members);
    expect(rows).toHaveLength(demoAccounts.length);
    for (const row of rows) {
      if (row.passwordHash) expect(row.passwordHash.startsWith("scrypt$")).toBe(true);
    }
    const demo = rows.find((r) => r.email === "demo@harbor.example");
    const linked = await testDb.db
      .select()
      .from(cards)
      .where(eq(cards.memberId, demo?.id ?? ""));
    expect(linked.map((c) => c.lastFour).sort()).toEqual(["4242", "4444"]);
    const history = await testDb.db
      .select()
      .from(transactions)
      .where(eq(transactions.memberId, demo?.id ?? ""));
    expect(history.length).toBeGreaterThan(5);
  });

  it("keeps emails unique per partner but not across partners", async () => {
    const base = { firstName: "A", lastName: "B", email: "dup@example.com" };
    await testDb.db.insert(members).values({ ...base, partnerCode: "harbor", publicId: `dup-1-${kind}` });
    await expect(
      testDb.db.insert(members).values({ ...base, partnerCode: "harbor", publicId: `dup-2-${kind}` }),
    ).rejects.toThrow();
    await testDb.db.insert(members).values({ ...base, partnerCode: "skyway", publicId: `dup-3-${kind}` });
    const rows = await testDb.db
      .select()
      .from(members)
      .where(and(eq(members.email, "dup@example.com")));
    expect(rows).toHaveLength(2);
  });
});
