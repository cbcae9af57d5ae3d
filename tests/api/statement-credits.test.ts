import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { awardHistory, cards, transactions } from "@/backend/db/schema";
import { testDbKinds } from "@/backend/db/testing";
import { creditBalanceCents } from "@/backend/engine/credit-balance";
import { findJob } from "@/backend/jobs/all-jobs";
import { runJob } from "@/backend/jobs/run-job";
import { settleDueAwards } from "@/backend/ingestion/settle-due-awards";
import { activityPageSchema, creditBalanceSchema, type CreditItem } from "@/shared/contracts/activity";
import { networkFeedSuite } from "./network-feed-test-kit";
import { signedInVisitor } from "./support";

// PostgreSQL too: two runs at once must pay each award out once (an advisory lock, decision 0068).
const kinds = testDbKinds({ dialectMatters: true });
const greenleaf = "greenleaf.localhost:3000";
const minuteMs = 60_000;
const dayMs = 86_400_000;

// Statement credits (decision 0068): a cash-back member's settled awards add up to a balance, and
// at the payout threshold ($20) one credit pays them all out onto the member's card.
describe.each(kinds)("statement credits on %s", (kind) => {
  const feed = networkFeedSuite(kind);
  const { api, message, send } = feed;
  const db = () => api().testDb.db;
  const now = new Date("2026-02-10T12:00:00Z");
  const payout = (at: Date = now) => {
    const job = findJob("statement-credits");
    if (!job) throw new Error("no statement-credits job");
    return runJob(job, db(), at);
  };

  /** A greenleaf member on tier 2 (10 % back) with a Visa card registered with its network. */
  async function cashBackMember() {
    const { member, card } = await feed.memberWithCard(2, undefined, "greenleaf");
    const reference = `visa-${randomUUID()}`;
    await db().update(cards).set({ networkCardReference: reference }).where(eq(cards.id, card.id));
    return { member, card, reference };
  }

  /** A cleared meal on 2026-01-14 earning a tenth of `amountCents`, settled: Awarded. */
  async function awardedMeal(reference: string, amountCents: number) {
    const clearing = message(reference, { amountCents });
    await send(clearing);
    await settleDueAwards(db(), now);
    return clearing;
  }

  async function rowsOf(memberId: string) {
    return db().select().from(transactions).where(eq(transactions.memberId, memberId));
  }
  const creditsOf = async (memberId: string) =>
    (await rowsOf(memberId)).filter((row) => row.recordType === "credit");

  async function balanceShown(email: string) {
    const visitor = await signedInVisitor(api(), email, greenleaf);
    const response = await visitor.call("/api/Member/StatementCreditBalance");
    expect(response.status).toBe(200);
    return creditBalanceSchema.parse(await response.json()).memberBalance;
  }

  async function creditsShown(email: string): Promise<CreditItem[]> {
    const visitor = await signedInVisitor(api(), email, greenleaf);
    const response = await visitor.call("/api/Member/TransactionsStatementCredits?resultsPerPage=50");
    expect(response.status).toBe(200);
    return activityPageSchema
      .parse(await response.json())
      .data.filter((item): item is CreditItem => item.recordType === "credit");
  }

  it("issues no credit below the threshold, and the balance shown is the engine's", async () => {
    const { member, reference } = await cashBackMember();
    await awardedMeal(reference, 19_900);
    await payout();
    expect(await creditsOf(member.id)).toEqual([]);
    expect(await creditBalanceCents(db(), { partnerCode: "greenleaf", memberId: member.id })).toBe(1_990);
    expect(await balanceShown(member.email)).toBe(1_990);
  });

  it("pays out exactly $20 as one credit to the card, pending, and the awards become Paid once", async () => {
    const { member, reference } = await cashBackMember();
    await awardedMeal(reference, 12_000);
    await awardedMeal(reference, 8_000);
    expect(await balanceShown(member.email)).toBe(2_000);

    const outcome = await payout();
    expect(outcome.issued).toBeGreaterThanOrEqual(1);
    const [credit, ...more] = await creditsOf(member.id);
    expect(more).toEqual([]);
    expect(credit).toMatchObject({
      benefitAmount: 2_000,
      redemptionStatus: "pending",
      creditTargetLabel: "Visa ending in 4242",
      deliveryMethod: "Card",
      deliveryBrand: "Visa",
      benefitProcessor: "Greenleaf Cash Back statement credits",
      date: now,
    });
    const awards = (await rowsOf(member.id)).filter((row) => row.recordType === "transaction");
    expect(awards.map((row) => [row.awardStatus, row.paidAt])).toEqual([
      ["Paid", now],
      ["Paid", now],
    ]);
    const history = await db()
      .select()
      .from(awardHistory)
      .where(
        and(
          inArray(
            awardHistory.transactionId,
            awards.map((row) => row.id),
          ),
          eq(awardHistory.toStatus, "Paid"),
        ),
      );
    expect(history.map((row) => [row.fromStatus, row.actor])).toEqual([
      ["Awarded", "payout"],
      ["Awarded", "payout"],
    ]);
    expect(await balanceShown(member.email)).toBe(0);
    expect(await creditsShown(member.email)).toEqual([
      expect.objectContaining({
        creditAmountCents: 2_000,
        status: "pending",
        targetLabel: "Visa ending in 4242",
      }),
    ]);

    // Run again: nothing left to pay.
    await payout(new Date(now.getTime() + 15 * minuteMs));
    expect(await creditsOf(member.id)).toHaveLength(1);
  });

  it("pays each award out once when two runs meet, and again when run twice", async () => {
    const members = await Promise.all([cashBackMember(), cashBackMember()]);
    for (const { reference } of members) await awardedMeal(reference, 25_000);
    await Promise.all([payout(), payout()]);
    await payout();
    for (const { member } of members) {
      const credits = await creditsOf(member.id);
      expect(credits.map((row) => row.benefitAmount)).toEqual([2_500]);
      const [award] = (await rowsOf(member.id)).filter((row) => row.recordType === "transaction");
      const paid = await db()
        .select()
        .from(awardHistory)
        .where(and(eq(awardHistory.transactionId, award?.id ?? ""), eq(awardHistory.toStatus, "Paid")));
      expect(paid).toHaveLength(1);
    }
  });

  it("takes a refund before the payout off the balance, and pays the reversal out with its award", async () => {
    const { member, reference } = await cashBackMember();
    const clearing = await awardedMeal(reference, 25_000);
    await send(
      message(reference, {
        messageType: "refund",
        originalNetworkTransactionId: clearing.networkTransactionId,
        amountCents: 10_000,
        localDate: "2026-01-20",
        localTime: "10:00",
      }),
    );
    await settleDueAwards(db(), now);
    expect(await balanceShown(member.email)).toBe(1_500);
    await payout();
    expect(await creditsOf(member.id)).toEqual([]);

    await awardedMeal(reference, 5_000);
    await payout();
    expect((await creditsOf(member.id)).map((row) => row.benefitAmount)).toEqual([2_000]);
    const rows = (await rowsOf(member.id)).filter((row) => row.recordType === "transaction");
    expect(rows.map((row) => [row.benefitAmount, row.awardStatus]).sort()).toEqual([
      [-1_000, "Paid"],
      [2_500, "Paid"],
      [500, "Paid"],
    ]);
    expect(await balanceShown(member.email)).toBe(0);
  });

  it("waits for a member without an active card, then pays onto the card linked most recently", async () => {
    const { member, card, reference } = await cashBackMember();
    await awardedMeal(reference, 30_000);
    await db().update(cards).set({ deletedAt: now }).where(eq(cards.id, card.id));
    const waiting = await payout();
    expect(waiting.waitingForCard).toBeGreaterThanOrEqual(1);
    expect(await creditsOf(member.id)).toEqual([]);
    expect(await balanceShown(member.email)).toBe(3_000);

    for (const [lastFour, linkedAt] of [
      ["4444", new Date("2026-02-10T13:00:00Z")],
      ["5454", new Date("2026-02-10T14:00:00Z")],
    ] as const)
      await db()
        .insert(cards)
        .values({
          partnerCode: "greenleaf",
          memberId: member.id,
          cardType: "Mastercard",
          lastFour,
          description: "Mastercard",
          numberHash: `hash-${randomUUID()}`,
          createdAt: linkedAt,
        });
    await payout(new Date("2026-02-10T15:00:00Z"));
    expect(await creditsOf(member.id)).toEqual([
      expect.objectContaining({
        benefitAmount: 3_000,
        creditTargetLabel: "Mastercard ending in 5454",
        deliveryBrand: "MasterCard",
      }),
    ]);
  });

  it("moves a credit on at the stand-in processor: pending, received on the next run, completed a week on", async () => {
    const { member, reference } = await cashBackMember();
    await awardedMeal(reference, 20_000);
    await payout();
    const status = async () => (await creditsShown(member.email)).map((credit) => credit.status);
    expect(await status()).toEqual(["pending"]);
    await payout(new Date(now.getTime() + 15 * minuteMs));
    expect(await status()).toEqual(["pending_received"]);
    await payout(new Date(now.getTime() + 6 * dayMs));
    expect(await status()).toEqual(["pending_received"]);
    await payout(new Date(now.getTime() + 7 * dayMs));
    expect(await status()).toEqual(["completed"]);
  });
});
