import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { settleDueAwards } from "@/backend/ingestion/settle-due-awards";
import { memberReservations } from "@/backend/db/schema";
import { testDbKinds } from "@/backend/db/testing";
import { activityPageSchema, type TransactionItem } from "@/shared/contracts/activity";
import { ingestionResultSchema } from "@/shared/contracts/ingestion";
import { awardDueAt } from "@/shared/rules/award-schedule";
import { ingestionSuite } from "./ingestion-test-kit";
import { answer, signedInVisitor } from "./support";

// PostgreSQL too: ingestion: batches written in transactions.
const kinds = testDbKinds({ dialectMatters: true });

// The reservation bonus an ingested dine posts (or forfeits) for a member's booking that day.
describe.each(kinds)("transaction ingestion on %s", (kind) => {
  const { api, merchantId, mondayMerchantId, memberWithCard, dine, post, ingest, rowsOf, reservation } =
    ingestionSuite(kind);

  describe("the reservation bonus", () => {
    it("posts the partner's bonus once for a booked reservation, and marks it dined", async () => {
      const { member, card } = await memberWithCard(2);
      const booked = await reservation(member.id, "booked");
      const first = await ingest(dine(card.id));
      expect(first.items[0]).toMatchObject({ outcome: "accepted", reservationBonus: 50 });
      // A second dine the same day, and the first batch replayed: no second bonus.
      const second = await ingest(dine(card.id, { date: "2026-01-14T22:00:00-05:00" }));
      expect(second.items[0]).toMatchObject({ outcome: "accepted", reservationBonus: null });

      const rows = await rowsOf(member.id);
      const bonuses = rows.filter((row) => row.transactionType === "B");
      expect(bonuses).toHaveLength(1);
      expect(bonuses[0]).toMatchObject({
        benefitAmount: 50,
        awardStatus: "Pending",
        merchantId: merchantId(),
        cardId: card.id,
      });
      const [after] = await api()
        .testDb.db.select()
        .from(memberReservations)
        .where(eq(memberReservations.id, booked.id));
      expect(after).toMatchObject({ status: "dined", bonusTransactionId: bonuses[0]?.id });

      // The bonus settles with its meal.
      await settleDueAwards(api().testDb.db, awardDueAt(new Date("2026-01-14T22:00:00-05:00")));
      const settled = await rowsOf(member.id);
      expect(settled.every((row) => row.awardStatus === "Awarded")).toBe(true);
    });

    it("posts nothing again when the batch with the dine is replayed", async () => {
      const { member, card } = await memberWithCard(2);
      await reservation(member.id, "booked");
      const body = { batchId: "b-replay", transactions: [dine(card.id)] };
      expect((await answer(await post(body), ingestionResultSchema)).items[0]).toMatchObject({
        reservationBonus: 50,
      });
      expect(await answer(await post(body), ingestionResultSchema)).toMatchObject({
        accepted: 0,
        duplicates: 1,
      });
      expect((await rowsOf(member.id)).filter((row) => row.transactionType === "B")).toHaveLength(1);
    });

    it("posts one bonus when two batches with a dine that day arrive at once", async () => {
      const { member, card } = await memberWithCard(2);
      await reservation(member.id, "booked");
      const results = await Promise.all(
        ["19:30", "20:15", "21:00", "21:45"].map((time) =>
          ingest(dine(card.id, { date: `2026-01-14T${time}:00-05:00` })),
        ),
      );
      const bonuses = results.map((result) =>
        result.items[0]?.outcome === "accepted" ? result.items[0].reservationBonus : null,
      );
      expect(bonuses.filter((bonus) => bonus === 50)).toHaveLength(1);
      expect((await rowsOf(member.id)).filter((row) => row.transactionType === "B")).toHaveLength(1);
    });

    it("gives no bonus on another day, at another merchant, or for a meal that earned nothing", async () => {
      const { member, card } = await memberWithCard(2);
      const booked = await reservation(member.id, "booked", "2026-01-12", mondayMerchantId());
      await ingest(
        dine(card.id, { date: "2026-01-13T19:00:00-05:00", merchantId: mondayMerchantId() }),
        dine(card.id, { date: "2026-01-12T19:00:00-05:00" }),
      );
      expect((await rowsOf(member.id)).filter((row) => row.transactionType === "B")).toEqual([]);
      const [still] = await api()
        .testDb.db.select()
        .from(memberReservations)
        .where(eq(memberReservations.id, booked.id));
      expect(still?.status).toBe("booked");
    });

    it("earns nothing for a cancelled or no-show reservation, and the row says why", async () => {
      for (const [status, reason] of [
        ["cancelled", "reservation_cancelled"],
        ["no_show", "reservation_no_show"],
      ] as const) {
        const { member, card } = await memberWithCard(2);
        await reservation(member.id, status);
        const result = await ingest(dine(card.id));
        expect(result.items[0]).toMatchObject({
          awardStatus: "Pending",
          benefitAmount: 400,
          reservationBonus: null,
        });
        await ingest(dine(card.id, { date: "2026-01-14T21:00:00-05:00" }));
        const bonusRows = (await rowsOf(member.id)).filter((row) => row.transactionType === "B");
        expect(bonusRows, status).toHaveLength(1);
        expect(bonusRows[0]).toMatchObject({
          benefitAmount: 0,
          awardStatus: "Forfeit",
          notEarnedReason: reason,
        });
      }
    });

    it("shows the bonus in the member's activity as its own row", async () => {
      const { member, card } = await memberWithCard(2);
      await reservation(member.id, "booked");
      await ingest(dine(card.id));
      const visitor = await signedInVisitor(api(), member.email);
      const page = activityPageSchema.parse(await (await visitor.call("/api/Member/Transactions")).json());
      const items = page.data.filter((item): item is TransactionItem => item.recordType === "transaction");
      expect(items.map((item) => [item.transactionType, item.benefitAmount]).sort()).toEqual([
        ["B", 50],
        ["S", 400],
      ]);
    });
  });
});
