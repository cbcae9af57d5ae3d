import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { settleDueAwards } from "@/backend/ingestion/settle-due-awards";
import { transactions } from "@/backend/db/schema";
import { testDbKinds } from "@/backend/db/testing";
import { awardDueAt } from "@/shared/rules/award-schedule";
import { ingestionSuite } from "./ingestion-test-kit";

const dayMs = 86_400_000;

// PostgreSQL too: ingestion: batches written in transactions.
const kinds = testDbKinds({ dialectMatters: true });

// What an ingested meal earns, and when it settles.
describe.each(kinds)("transaction ingestion on %s", (kind) => {
  const { api, mondayMerchantId, memberWithCard, dine, ingest, rowsOf } = ingestionSuite(kind);

  describe("the base award", () => {
    it("earns the tier's rate from the partner's earn rules, Pending", async () => {
      // harbor: tier 0 and non-activated (1) earn 1 point per $1; opted-in (2) and VIP (3) earn 5.
      for (const [tier, points] of [
        [0, 80],
        [1, 80],
        [2, 400],
        [3, 400],
      ] as const) {
        const { member, card } = await memberWithCard(tier);
        const result = await ingest(dine(card.id));
        expect(result.items[0], `tier ${String(tier)}`).toMatchObject({
          outcome: "accepted",
          awardStatus: "Pending",
          benefitAmount: points,
          reservationBonus: null,
        });
        const [row] = await rowsOf(member.id);
        expect(row).toMatchObject({
          benefitAmount: points,
          awardStatus: "Pending",
          transactionType: "S",
          ticketAmountCents: 8_000,
        });
      }
    });

    it("earns nothing on the restaurant's non-earning day, and says why", async () => {
      const { member, card } = await memberWithCard(2);
      // Late Monday evening in New York is already Tuesday in UTC: the restaurant's day counts.
      const monday = await ingest(
        dine(card.id, { merchantId: mondayMerchantId(), date: "2026-01-12T23:30:00-05:00" }),
      );
      expect(monday.items[0]).toMatchObject({ awardStatus: "Pending", benefitAmount: 400 });
      const tuesday = await ingest(
        dine(card.id, { merchantId: mondayMerchantId(), date: "2026-01-13T12:00:00-05:00" }),
      );
      expect(tuesday.items[0]).toMatchObject({ awardStatus: "Forfeit", benefitAmount: 0 });
      const rows = await rowsOf(member.id);
      expect(rows.find((row) => row.awardStatus === "Forfeit")?.notEarnedReason).toBe("non_earning_day");
    });

    it("earns nothing for a meal before the card was linked (or under 24 hours after)", async () => {
      const linkedAt = new Date("2026-01-14T12:00:00-05:00");
      const { member, card } = await memberWithCard(2, linkedAt);
      const result = await ingest(
        dine(card.id, { date: "2026-01-14T10:00:00-05:00" }),
        dine(card.id, { date: "2026-01-14T19:30:00-05:00" }),
        dine(card.id, { date: "2026-01-15T12:00:00-05:00" }),
      );
      expect(
        result.items.map((item) => (item.outcome === "accepted" ? item.awardStatus : item.outcome)),
      ).toEqual(["Forfeit", "Forfeit", "Pending"]);
      const reasons = (await rowsOf(member.id)).map((row) => row.notEarnedReason).sort();
      expect(reasons).toEqual(["card_linked_after_meal", "card_linked_after_meal", null]);
    });

    it("settles Pending awards to Awarded on the schedule, and only ingested ones", async () => {
      const { member, card } = await memberWithCard(2);
      const meal = new Date("2026-01-14T19:30:00-05:00");
      await ingest(dine(card.id, { date: meal.toISOString() }));
      const seededPending = await api()
        .testDb.db.select({ id: transactions.id })
        .from(transactions)
        .where(and(eq(transactions.awardStatus, "Pending"), eq(transactions.transactionType, "S")));
      await settleDueAwards(api().testDb.db, new Date(awardDueAt(meal).getTime() - 1));
      expect((await rowsOf(member.id))[0]?.awardStatus).toBe("Pending");
      expect(await settleDueAwards(api().testDb.db, awardDueAt(meal))).toBeGreaterThanOrEqual(1);
      expect((await rowsOf(member.id))[0]?.awardStatus).toBe("Awarded");
      // Seeded demo meals keep the status the seed gave them, however late the step runs.
      await settleDueAwards(api().testDb.db, new Date(Date.now() + 1_000 * dayMs));
      expect(seededPending.length).toBeGreaterThan(0);
      for (const { id } of seededPending) {
        const [row] = await api().testDb.db.select().from(transactions).where(eq(transactions.id, id));
        if (row?.ingestionBatchId === null) expect(row.awardStatus).toBe("Pending");
      }
    });
  });
});
