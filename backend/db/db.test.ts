import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateDatabase } from "./migrate";
import { cards, members, merchantCampaigns, merchants, partnerCards, transactions } from "./schema";
import { demoAccounts } from "./seed/demo-accounts";
import { createTestDb, testDbKinds, type TestDb } from "./testing";
import { partnerCodes } from "@/partners/registry";

// PostgreSQL too: the database layer itself, through each driver.
const kinds = testDbKinds({ dialectMatters: true });

describe.each(kinds)("database on %s", (kind) => {
  let testDb: TestDb;

  beforeAll(async () => {
    testDb = await createTestDb(kind, { merchants: 300 });
  });

  afterAll(async () => {
    await testDb.close();
  });

  /** Drizzle wraps the driver's error; the constraint's name is in the cause's message. */
  async function expectViolation(query: Promise<unknown>, constraint: string): Promise<void> {
    const error: unknown = await query.then(
      () => undefined,
      (e: unknown) => e,
    );
    const cause = error instanceof Error ? error.cause : undefined;
    expect(cause instanceof Error ? cause.message : String(error)).toContain(constraint);
  }

  async function memberId(email: string): Promise<string> {
    const [row] = await testDb.db.select({ id: members.id }).from(members).where(eq(members.email, email));
    if (!row) throw new Error(`no member ${email}`);
    return row.id;
  }

  it("migrates again without changing anything", async () => {
    await migrateDatabase(testDb.db);
    const [row] = await testDb.db.select({ count: sql<number>`count(*)::int` }).from(merchants);
    expect(row?.count).toBe(300);
  });

  it("holds the seeded merchants with campaigns for every partner", async () => {
    const partners = await testDb.db
      .selectDistinct({ code: merchantCampaigns.partnerCode })
      .from(merchantCampaigns);
    expect(partners.map((p) => p.code).sort()).toEqual([...partnerCodes].sort());
    const [first] = await testDb.db.select().from(merchants).where(eq(merchants.id, "m-000001"));
    expect(first?.cuisines.length).toBeGreaterThan(0);
    expect(typeof first?.rating).toBe("number");
  });

  it("seeds the demo members with hashed passwords, cards and history", async () => {
    const rows = await testDb.db.select().from(members);
    expect(rows).toHaveLength(demoAccounts.length);
    for (const row of rows) {
      const account = demoAccounts.find((a) => a.email === row.email);
      expect(row.passwordHash === null).toBe(account?.password === null);
      if (row.passwordHash) expect(row.passwordHash.startsWith("scrypt$")).toBe(true);
    }
    const demo = await memberId("demo@harbor.example");
    const linked = await testDb.db.select().from(cards).where(eq(cards.memberId, demo));
    expect(linked.map((c) => c.lastFour).sort()).toEqual(["4242", "4444"]);
    const history = await testDb.db.select().from(transactions).where(eq(transactions.memberId, demo));
    expect(history.length).toBeGreaterThan(5);
    const [fresh] = rows.filter((r) => r.publicId === "harbor-nonactivated-demo");
    expect(fresh?.tierLevel).toBe(1);
  });

  it("preloads partner cards and paid statement credits for the credit partner", async () => {
    const greenleaf = await memberId("demo@greenleaf.example");
    const offered = await testDb.db.select().from(partnerCards).where(eq(partnerCards.memberId, greenleaf));
    expect(offered).toHaveLength(3);
    const credits = await testDb.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.memberId, greenleaf), eq(transactions.recordType, "credit")));
    expect(credits.length).toBeGreaterThan(0);
    expect(credits.every((c) => c.awardStatus === "Paid" && c.paidAt !== null)).toBe(true);
  });

  it("inserts and reads back a member with its defaults", async () => {
    const [created] = await testDb.db
      .insert(members)
      .values({
        partnerCode: "harbor",
        publicId: `read-back-${kind}`,
        email: "read.back@example.com",
        firstName: "Rea",
        lastName: "Back",
      })
      .returning();
    expect(created?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(created?.tierLevel).toBe(1);
    expect(created?.failedSignIns).toBe(0);
    expect(created?.joinDate).toBeInstanceOf(Date);
    const [read] = await testDb.db
      .select()
      .from(members)
      .where(eq(members.id, created?.id ?? ""));
    expect(read?.email).toBe("read.back@example.com");
  });

  it("keeps emails unique per partner but not across partners, and lower-cased", async () => {
    const base = { firstName: "A", lastName: "B", email: "dup@example.com" };
    await testDb.db.insert(members).values({ ...base, partnerCode: "harbor", publicId: `dup-1-${kind}` });
    await expectViolation(
      testDb.db.insert(members).values({ ...base, partnerCode: "harbor", publicId: `dup-2-${kind}` }),
      "members_partner_email_uq",
    );
    await testDb.db.insert(members).values({ ...base, partnerCode: "skyway", publicId: `dup-3-${kind}` });
    const rows = await testDb.db.select().from(members).where(eq(members.email, "dup@example.com"));
    expect(rows).toHaveLength(2);
    await expectViolation(
      testDb.db
        .insert(members)
        .values({ ...base, email: "Mixed@Example.com", partnerCode: "greenleaf", publicId: `dup-4-${kind}` }),
      "members_email_lower_ck",
    );
  });

  it("refuses a card whose last four are not four digits", async () => {
    const demo = await memberId("demo@harbor.example");
    const card = { partnerCode: "harbor", memberId: demo, cardType: "Visa", description: "Visa" } as const;
    await expectViolation(
      testDb.db.insert(cards).values({ ...card, lastFour: "42a2", numberHash: `bad-${kind}` }),
      "cards_last_four_ck",
    );
  });
});
