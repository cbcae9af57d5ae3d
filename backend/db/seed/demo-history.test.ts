import { and, asc, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { awardHistory, transactionReviews, transactions } from "../schema";
import { createTestDb, testDbKinds, type TestDb } from "../testing";
import { demoAccounts } from "./demo-accounts";
import { seedBatchPrefix } from "./seed-batch";
import { seedClock } from "./generate-merchants";

const dayMs = 86_400_000;
const memberOf = (email: string) => {
  const account = demoAccounts.find((candidate) => candidate.email === email);
  if (!account) throw new Error(email);
  return account.id;
};

// The demo members' activity is what the engine made of their cards' traffic (decision 0070):
// every story the account center shows is there, and each award carries its history.
describe.each(testDbKinds({ dialectMatters: true }))("demo history through the engine (%s)", (kind) => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb(kind, { merchants: 40 });
  });
  afterAll(async () => {
    await testDb.close();
  });

  const rowsOf = (email: string) =>
    testDb.db
      .select()
      .from(transactions)
      .where(eq(transactions.memberId, memberOf(email)))
      .orderBy(asc(transactions.date));

  it("gives a points member a pending meal, awarded and paid ones, a forfeit with its reason and a refund's reversal", async () => {
    const rows = await rowsOf("demo@harbor.example");
    const meals = rows.filter((row) => row.transactionType === "S" && row.recordType === "transaction");
    const now = seedClock();
    expect(meals.some((row) => row.awardStatus === "Pending" && row.date.getTime() > now - 2 * dayMs)).toBe(
      true,
    );
    expect(meals.some((row) => row.awardStatus === "Awarded")).toBe(true);
    const paid = meals.filter((row) => row.awardStatus === "Paid");
    expect(paid.length).toBeGreaterThan(3);
    for (const row of paid) expect(row.paidAt).not.toBeNull();
    expect(
      meals.some((row) => row.awardStatus === "Forfeit" && row.notEarnedReason === "non_earning_day"),
    ).toBe(true);
    const reversal = rows.find((row) => row.transactionType === "A" && row.notEarnedReason === "refunded");
    expect(reversal?.benefitAmount).toBeLessThan(0);
    expect(reversal?.reversesTransactionId).not.toBeNull();
    // Made by the engine from the seed's own batch, never as a bare row.
    for (const row of rows) expect(row.ingestionBatchId?.startsWith(seedBatchPrefix)).toBe(true);
  });

  it("writes each award's life in the award history, from its making by the engine", async () => {
    const rows = await rowsOf("demo@harbor.example");
    for (const row of rows) {
      const life = await testDb.db
        .select()
        .from(awardHistory)
        .where(eq(awardHistory.transactionId, row.id))
        .orderBy(asc(awardHistory.id));
      // Made by the award rules, or a refund's reversal by the refund.
      expect(life[0]?.fromStatus).toBeNull();
      expect(life[0]?.actor).toBe(row.transactionType === "A" ? "refund" : "engine");
      expect(life.at(-1)?.toStatus).toBe(row.awardStatus);
      if (row.awardStatus === "Paid") expect(life.map((step) => step.actor)).toContain("posting");
    }
  });

  it("pays an airline member's settled awards over HTTP, and a cash-back member's by statement credits", async () => {
    const airline = await rowsOf("demo@skyway.example");
    expect(airline.some((row) => row.awardStatus === "Paid")).toBe(true);
    const cashBack = await rowsOf("demo@greenleaf.example");
    const credits = cashBack.filter((row) => row.recordType === "credit");
    expect(credits.length).toBeGreaterThan(0);
    expect(cashBack.some((row) => row.recordType === "transaction" && row.awardStatus === "Paid")).toBe(true);
  });

  it("keeps reviews on dined meals, mails nobody, and leaves members who never dined without history", async () => {
    const reviews = await testDb.db
      .select({ status: transactions.awardStatus })
      .from(transactionReviews)
      .innerJoin(transactions, eq(transactions.id, transactionReviews.transactionId));
    expect(reviews.length).toBeGreaterThan(3);
    for (const review of reviews) expect(["Awarded", "Paid", "Pending"]).toContain(review.status);
    expect(await testDb.db.select().from(transactions).where(isNull(transactions.memberNoticedAt))).toEqual(
      [],
    );
    expect(await rowsOf("new@harbor.example")).toEqual([]);
    expect(
      await testDb.db
        .select()
        .from(transactions)
        .where(and(eq(transactions.memberId, memberOf("nocard@skyway.example")))),
    ).toEqual([]);
  });
});
