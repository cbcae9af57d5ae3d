import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { readAwardHistory } from "@/backend/engine/read-award-history";
import { settleDueAwards } from "@/backend/ingestion/settle-due-awards";
import { supportAwardHistory } from "@/backend/services/stgtools/award-history";
import { awardHistory, transactions } from "@/backend/db/schema";
import { testDbKinds } from "@/backend/db/testing";
import { awardDueAt } from "@/shared/rules/award-schedule";
import { networkFeedSuite } from "./network-feed-test-kit";

// PostgreSQL too: the settle step writes its history in the same statement as the change.
const kinds = testDbKinds({ dialectMatters: true });

const meal = new Date("2026-01-14T19:30:00-05:00");

// Every award's life (decision 0063): a row for its making, its settling and each refund, and
// the staging tools' read of it for support.
describe.each(kinds)("award history on %s", (kind) => {
  const {
    api,
    acclaimedMerchantId,
    memberWithCard,
    memberWithRegisteredCard,
    dine,
    ingest,
    message,
    send,
    rowsOf,
    reservation,
  } = networkFeedSuite(kind);

  const historyOf = async (transactionId: string) =>
    (await readAwardHistory(api().testDb.db, { partnerCode: "harbor", transactionId })).map(
      ({ fromStatus, toStatus, reason, actor }) => [fromStatus, toStatus, reason, actor],
    );

  it("records each award's making: earned, not earned with the reason, capped, and the bonus", async () => {
    const { member, card } = await memberWithCard(0);
    await reservation(member.id, "booked");
    const items = [
      dine(card.id),
      dine(card.id, { merchantId: acclaimedMerchantId() }),
      dine(card.id, { amountCents: 300_000, date: "2026-01-15T19:30:00-05:00" }),
    ];
    await ingest(...items);
    expect((await ingest(...items)).duplicates).toBe(3);
    const rows = await rowsOf(member.id);
    const find = (test: (row: (typeof rows)[number]) => boolean) => {
      const row = rows.find(test);
      if (!row) throw new Error("no such row");
      return row.id;
    };
    expect(await historyOf(find((row) => row.transactionType === "S" && row.benefitAmount === 80))).toEqual([
      [null, "Pending", null, "engine"],
    ]);
    expect(await historyOf(find((row) => row.awardStatus === "Forfeit"))).toEqual([
      [null, "Forfeit", "no_campaign_for_tier", "engine"],
    ]);
    expect(await historyOf(find((row) => row.cappedBy === "per_visit"))).toEqual([
      [null, "Pending", "capped", "engine"],
    ]);
    expect(await historyOf(find((row) => row.transactionType === "B"))).toEqual([
      [null, "Pending", null, "engine"],
    ]);
    // Exactly one row per award made, and none for the replay.
    const all = await api()
      .testDb.db.select({ id: awardHistory.id })
      .from(awardHistory)
      .innerJoin(transactions, eq(transactions.id, awardHistory.transactionId))
      .where(eq(transactions.memberId, member.id));
    expect(all).toHaveLength(rows.length);
  });

  it("records the settling in the same statement, once, by the schedule", async () => {
    const { member, card } = await memberWithCard(2);
    await reservation(member.id, "booked");
    await ingest(dine(card.id, { date: meal.toISOString() }));
    await settleDueAwards(api().testDb.db, awardDueAt(meal));
    await settleDueAwards(api().testDb.db, awardDueAt(meal));
    const rows = await rowsOf(member.id);
    expect(rows).toHaveLength(2);
    for (const row of rows)
      expect(await historyOf(row.id), row.transactionType).toEqual([
        [null, "Pending", null, "engine"],
        ["Pending", "Awarded", null, "schedule"],
      ]);
  });

  it("records a refund on the reversal it makes and on the award it takes from", async () => {
    const { member, reference } = await memberWithRegisteredCard(2);
    const clearing = message(reference);
    await send(clearing);
    await send(
      message(reference, {
        messageType: "refund",
        originalNetworkTransactionId: clearing.networkTransactionId,
        amountCents: 4_000,
        localDate: "2026-01-16",
      }),
    );
    const rows = await rowsOf(member.id);
    const award = rows.find((row) => row.transactionType === "S");
    const reversal = rows.find((row) => row.transactionType === "A");
    if (!award || !reversal) throw new Error("no award or reversal");
    expect(await historyOf(award.id)).toEqual([
      [null, "Pending", null, "engine"],
      ["Pending", "Pending", "refunded", "refund"],
    ]);
    expect(await historyOf(reversal.id)).toEqual([[null, "Pending", "refunded", "refund"]]);
    await settleDueAwards(api().testDb.db, new Date("2026-06-01T00:00:00Z"));
    expect((await historyOf(reversal.id)).at(-1)).toEqual(["Pending", "Awarded", null, "schedule"]);
  });

  it("shows support one award's life by its id or source id, never another partner's", async () => {
    const { member, card } = await memberWithCard(2);
    const item = dine(card.id);
    await ingest(item);
    const [row] = await rowsOf(member.id);
    if (!row) throw new Error("no row");
    const { db } = api().testDb;
    const byId = await supportAwardHistory(db, { partnerCode: "harbor", lookup: row.id });
    expect(byId).toMatchObject({
      award: {
        id: row.id,
        sourceTransactionId: item.transactionId,
        awardStatus: "Pending",
        benefitAmount: 400,
      },
      history: [{ fromStatus: null, toStatus: "Pending", reason: null, actor: "engine" }],
    });
    expect(await supportAwardHistory(db, { partnerCode: "harbor", lookup: item.transactionId })).toEqual(
      byId,
    );
    expect(await supportAwardHistory(db, { partnerCode: "skyway", lookup: row.id })).toBeNull();
    expect(await readAwardHistory(db, { partnerCode: "skyway", transactionId: row.id })).toEqual([]);
    expect(await supportAwardHistory(db, { partnerCode: "harbor", lookup: "no-such-award" })).toBeNull();
  });
});
