import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signIngestionBody } from "@/backend/ingestion/signature";
import { cards } from "@/backend/db/schema";
import { testDbKinds } from "@/backend/db/testing";
import { ingestionResultSchema } from "@/shared/contracts/ingestion";
import { ingestionSuite } from "./ingestion-test-kit";
import { answer, errorAnswer } from "./support";

// PostgreSQL too: ingestion: batches written in transactions.
const kinds = testDbKinds({ dialectMatters: true });

// The feed's door: its signature, what it refuses and what it takes once. What a meal earns is in
// ingestion-awards.test.ts, the reservation bonus in ingestion-reservation-bonus.test.ts.
describe.each(kinds)("transaction ingestion on %s", (kind) => {
  const { api, memberWithCard, dine, post, ingest, rowsOf } = ingestionSuite(kind);

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
      await api()
        .testDb.db.update(cards)
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
});
