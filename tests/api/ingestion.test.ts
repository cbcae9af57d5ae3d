import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { settleDueAwards } from "@/backend/ingestion/settle-due-awards";
import { signIngestionBody } from "@/backend/ingestion/signature";
import { cards, memberReservations, members, merchants, transactions } from "@/backend/db/schema";
import { testDbKinds } from "@/backend/db/testing";
import { activityPageSchema, type TransactionItem } from "@/lib/shared/contracts/activity";
import {
  ingestionResultSchema,
  ingestionSignatureHeader,
  type IngestedTransaction,
} from "@/lib/shared/contracts/ingestion";
import { awardDueAt } from "@/lib/shared/rules/award-schedule";
import { answer, createTestApi, errorAnswer, signedInVisitor, type TestApi } from "./support";

const dayMs = 86_400_000;
/** Every weekday earns: Sun = 1 … Sat = 64. */
const everyDay = 127;
const mondaysOnly = 2;

describe.each(testDbKinds())("transaction ingestion on %s", (kind) => {
  let api: TestApi;
  let merchantId: string;
  let mondayMerchantId: string;

  beforeAll(async () => {
    api = await createTestApi(kind, { merchants: 3 });
    const [first, second] = await api.testDb.db.select({ id: merchants.id }).from(merchants).limit(2);
    if (!first || !second) throw new Error("the seed has no merchants");
    merchantId = first.id;
    mondayMerchantId = second.id;
    // Both on New York's clock, so a meal's restaurant day is known to the test.
    await api.testDb.db
      .update(merchants)
      .set({ benefitDays: everyDay, timeZone: "America/New_York" })
      .where(eq(merchants.id, merchantId));
    await api.testDb.db
      .update(merchants)
      .set({ benefitDays: mondaysOnly, timeZone: "America/New_York" })
      .where(eq(merchants.id, mondayMerchantId));
  });
  afterAll(async () => {
    await api.close();
  });

  /** A harbor member of `tierLevel` with one card linked at `linkedAt`. */
  async function memberWithCard(
    tierLevel: number,
    linkedAt = new Date("2025-06-01T00:00:00Z"),
    partnerCode = "harbor",
  ) {
    const tag = randomUUID().slice(0, 8);
    const [member] = await api.testDb.db
      .insert(members)
      .values({
        partnerCode,
        publicId: `ingest-${tag}`,
        email: `ingest-${tag}@harbor.example`,
        firstName: "Ina",
        lastName: "Gest",
        tierLevel,
      })
      .returning();
    if (!member) throw new Error("no member");
    const [card] = await api.testDb.db
      .insert(cards)
      .values({
        partnerCode,
        memberId: member.id,
        cardType: "Visa",
        lastFour: "4242",
        description: "Visa",
        numberHash: `hash-${tag}`,
        createdAt: linkedAt,
      })
      .returning();
    if (!card) throw new Error("no card");
    return { member, card };
  }

  function dine(cardId: string, overrides: Partial<IngestedTransaction> = {}): IngestedTransaction {
    return {
      transactionId: `txn-${randomUUID()}`,
      partnerCode: "harbor",
      cardId,
      merchantId,
      amountCents: 8_000,
      // A Wednesday evening in New York, days ago.
      date: "2026-01-14T19:30:00-05:00",
      ...overrides,
    };
  }

  async function post(body: unknown, signature?: string | null) {
    const raw = typeof body === "string" ? body : JSON.stringify(body);
    const headers: Record<string, string> = { "content-type": "application/json", host: "feed.internal" };
    if (signature !== null) headers[ingestionSignatureHeader] = signature ?? signIngestionBody(raw);
    return api.app.request("http://feed.internal/api/internal/transactions", {
      method: "POST",
      headers,
      body: raw,
    });
  }

  async function ingest(...items: IngestedTransaction[]) {
    const response = await post({ batchId: `batch-${randomUUID()}`, transactions: items });
    expect(response.status).toBe(200);
    return answer(response, ingestionResultSchema);
  }

  async function rowsOf(memberId: string) {
    return api.testDb.db.select().from(transactions).where(eq(transactions.memberId, memberId));
  }

  async function reservation(
    memberId: string,
    status: "booked" | "cancelled" | "no_show",
    date = "2026-01-14",
    atMerchant = merchantId,
  ) {
    const [row] = await api.testDb.db
      .insert(memberReservations)
      .values({
        partnerCode: "harbor",
        memberId,
        merchantId: atMerchant,
        date,
        time: "19:00",
        startsAt: new Date(`${date}T19:00:00-05:00`),
        partySize: 2,
        confirmationNumber: `CN-${randomUUID()}`,
        providerCancelToken: randomUUID(),
        status,
        withCard: true,
        cancelledAt: status === "cancelled" ? new Date() : null,
      })
      .returning();
    if (!row) throw new Error("no reservation");
    return row;
  }

  describe("the signature", () => {
    it("refuses a batch without a signature, with a wrong one or a malformed one (401)", async () => {
      const { card } = await memberWithCard(2);
      const body = JSON.stringify({ batchId: "b-unsigned", transactions: [dine(card.id)] });
      expect((await post(body, null)).status).toBe(401);
      expect((await post(body, signIngestionBody(body, new Date(), Buffer.alloc(32, 7)))).status).toBe(401);
      expect((await post(body, "sha256=deadbeef")).status).toBe(401);
      // A valid signature of another body does not cover this one.
      expect((await post(body, signIngestionBody(`${body} `))).status).toBe(401);
      expect((await errorAnswer(await post(body, null))).error).toBe("Invalid or missing signature");
    });

    it("refuses a signature older or newer than five minutes (401), accepts one inside", async () => {
      const { card } = await memberWithCard(2);
      const body = JSON.stringify({ batchId: "b-stale", transactions: [dine(card.id)] });
      const at = (offsetMs: number) => signIngestionBody(body, new Date(Date.now() + offsetMs));
      expect((await post(body, at(-301_000))).status).toBe(401);
      expect((await post(body, at(301_000))).status).toBe(401);
      expect((await post(body, at(-240_000))).status).toBe(200);
    });

    it("needs no CSRF token: the signature stands in for it", async () => {
      const { card } = await memberWithCard(2);
      // No cookie, no X-XSRF-TOKEN, and still accepted.
      expect((await ingest(dine(card.id))).accepted).toBe(1);
    });
  });

  describe("bad input", () => {
    it("answers 400 with field messages, never 500", async () => {
      const { card } = await memberWithCard(2);
      const malformed = await post("{not json");
      expect(malformed.status).toBe(400);
      expect((await errorAnswer(malformed)).error).toBe("Malformed JSON");

      const cases: [unknown, string][] = [
        [{ transactions: [dine(card.id)] }, "batchId"],
        [{ batchId: "b1", transactions: [] }, "transactions"],
        [{ batchId: "b1", transactions: [dine("not-a-uuid")] }, "transactions.0.cardId"],
        [{ batchId: "b1", transactions: [dine(card.id, { amountCents: -5 })] }, "transactions.0.amountCents"],
        [
          { batchId: "b1", transactions: [dine(card.id, { amountCents: 12.5 })] },
          "transactions.0.amountCents",
        ],
        [{ batchId: "b1", transactions: [dine(card.id, { date: "yesterday" })] }, "transactions.0.date"],
        [
          { batchId: "b1", transactions: [dine(card.id, { transactionId: "a\u0000b" })] },
          "transactions.0.transactionId",
        ],
        [[1, 2, 3], "body"],
      ];
      for (const [body, field] of cases) {
        const response = await post(body);
        expect(response.status, field).toBe(400);
        expect(Object.keys((await errorAnswer(response)).fields ?? {}), field).toContain(field);
      }
    });

    it("rejects, with the reason, items it cannot attribute, and takes the rest", async () => {
      const { card } = await memberWithCard(2);
      const { member: other, card: otherCard } = await memberWithCard(2);
      await api.testDb.db
        .update(cards)
        .set({ deletedAt: new Date("2026-01-10T00:00:00Z") })
        .where(eq(cards.id, otherCard.id));
      const good = dine(card.id);
      const result = await ingest(
        good,
        dine(randomUUID()),
        dine(card.id, { merchantId: "no-such-merchant" }),
        dine(card.id, { partnerCode: "no-such-partner" }),
        dine(card.id, { partnerCode: "skyway" }),
        dine(otherCard.id),
        { ...good, amountCents: 100 },
      );
      expect(result).toMatchObject({ accepted: 1, duplicates: 0, rejected: 6 });
      expect(result.items.map((item) => (item.outcome === "rejected" ? item.reason : item.outcome))).toEqual([
        "accepted",
        "unknown_card",
        "unknown_merchant",
        "unknown_partner",
        "unknown_card",
        "card_not_linked",
        "duplicate_in_batch",
      ]);
      expect(await rowsOf(other.id)).toEqual([]);
    });
  });

  describe("idempotence", () => {
    it("posts a batch posted twice once, and answers the second as duplicates", async () => {
      const { member, card } = await memberWithCard(2);
      const body = {
        batchId: "b-twice",
        transactions: [dine(card.id), dine(card.id, { amountCents: 2_000 })],
      };
      const first = await answer(await post(body), ingestionResultSchema);
      expect(first).toMatchObject({ accepted: 2, duplicates: 0, rejected: 0 });
      const second = await answer(await post(body), ingestionResultSchema);
      expect(second).toMatchObject({ accepted: 0, duplicates: 2, rejected: 0 });
      expect(await rowsOf(member.id)).toHaveLength(2);
    });

    it("keeps the same transaction id of two partners apart", async () => {
      const { member, card } = await memberWithCard(2);
      const { member: elsewhere, card: elsewhereCard } = await memberWithCard(2, undefined, "skyway");
      const item = dine(card.id);
      const result = await ingest(item, { ...item, partnerCode: "skyway", cardId: elsewhereCard.id });
      expect(result).toMatchObject({ accepted: 2, duplicates: 0 });
      expect(await rowsOf(member.id)).toHaveLength(1);
      expect((await rowsOf(elsewhere.id))[0]?.ingestionBatchId).toBe(result.batchId);
    });
  });

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
        dine(card.id, { merchantId: mondayMerchantId, date: "2026-01-12T23:30:00-05:00" }),
      );
      expect(monday.items[0]).toMatchObject({ awardStatus: "Pending", benefitAmount: 400 });
      const tuesday = await ingest(
        dine(card.id, { merchantId: mondayMerchantId, date: "2026-01-13T12:00:00-05:00" }),
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
      const seededPending = await api.testDb.db
        .select({ id: transactions.id })
        .from(transactions)
        .where(and(eq(transactions.awardStatus, "Pending"), eq(transactions.transactionType, "S")));
      await settleDueAwards(api.testDb.db, new Date(awardDueAt(meal).getTime() - 1));
      expect((await rowsOf(member.id))[0]?.awardStatus).toBe("Pending");
      expect(await settleDueAwards(api.testDb.db, awardDueAt(meal))).toBeGreaterThanOrEqual(1);
      expect((await rowsOf(member.id))[0]?.awardStatus).toBe("Awarded");
      // Seeded demo meals keep the status the seed gave them, however late the step runs.
      await settleDueAwards(api.testDb.db, new Date(Date.now() + 1_000 * dayMs));
      expect(seededPending.length).toBeGreaterThan(0);
      for (const { id } of seededPending) {
        const [row] = await api.testDb.db.select().from(transactions).where(eq(transactions.id, id));
        if (row?.ingestionBatchId === null) expect(row.awardStatus).toBe("Pending");
      }
    });
  });

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
        merchantId,
        cardId: card.id,
      });
      const [after] = await api.testDb.db
        .select()
        .from(memberReservations)
        .where(eq(memberReservations.id, booked.id));
      expect(after).toMatchObject({ status: "dined", bonusTransactionId: bonuses[0]?.id });

      // The bonus settles with its meal.
      await settleDueAwards(api.testDb.db, awardDueAt(new Date("2026-01-14T22:00:00-05:00")));
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
      const booked = await reservation(member.id, "booked", "2026-01-12", mondayMerchantId);
      await ingest(
        dine(card.id, { date: "2026-01-13T19:00:00-05:00", merchantId: mondayMerchantId }),
        dine(card.id, { date: "2026-01-12T19:00:00-05:00" }),
      );
      expect((await rowsOf(member.id)).filter((row) => row.transactionType === "B")).toEqual([]);
      const [still] = await api.testDb.db
        .select()
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
      const visitor = await signedInVisitor(api, member.email);
      const page = activityPageSchema.parse(await (await visitor.call("/api/Member/Transactions")).json());
      const items = page.data.filter((item): item is TransactionItem => item.recordType === "transaction");
      expect(items.map((item) => [item.transactionType, item.benefitAmount]).sort()).toEqual([
        ["B", 50],
        ["S", 400],
      ]);
    });
  });
});
