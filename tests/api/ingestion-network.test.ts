import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cards, networkTransactions } from "@/backend/db/schema";
import { testDbKinds } from "@/backend/db/testing";
import { createRandom } from "@/backend/db/seed/random";
import { simulateDining } from "@/backend/engine/simulate-dining";
import { signIngestionBody } from "@/backend/ingestion/signature";
import { feedSimulationResultSchema } from "@/shared/contracts/feed-simulation";
import { ingestionSignatureHeader } from "@/shared/contracts/ingestion";
import { networkIngestionResultSchema } from "@/shared/contracts/network-feed";
import { networkFeedSuite } from "./network-feed-test-kit";
import { answer, errorAnswer } from "./support";

// PostgreSQL too: messages stored and awarded in transactions, idempotent under concurrent batches.
const kinds = testDbKinds({ dialectMatters: true });

// The network's form of the feed (decision 0061): its card references and merchant ids, matched
// to ours, stored raw, and awarded on clearing. Refunds are in ingestion-network-refunds.test.ts.
describe.each(kinds)("network feed on %s", (kind) => {
  const {
    api,
    post,
    visaMerchantId,
    memberWithRegisteredCard,
    message,
    send,
    storedMessages,
    rowsOf,
    memberWithCard,
    dine,
    ingest,
  } = networkFeedSuite(kind);

  it("awards a matched clearing by the partner's rules, and keeps the message with its award", async () => {
    const { member, card, reference } = await memberWithRegisteredCard(2);
    const clearing = message(reference);
    const result = await send(clearing);
    expect(result).toMatchObject({ stored: 1, unmatched: 0, duplicates: 0 });
    expect(result.items[0]).toEqual({
      networkTransactionId: clearing.networkTransactionId,
      outcome: "stored",
      matched: true,
      unmatchedReason: null,
      award: { awardStatus: "Pending", benefitAmount: 400 },
      refund: null,
    });
    const [meal] = await rowsOf(member.id);
    expect(meal).toMatchObject({
      cardId: card.id,
      ticketAmountCents: 8_000,
      benefitAmount: 400,
      transactionType: "S",
      sourceTransactionId: `network:visa:${clearing.networkTransactionId}`,
      date: new Date("2026-01-14T19:30:00-05:00"),
    });
    const [stored] = await storedMessages(reference);
    expect(stored).toMatchObject({
      matchStatus: "matched",
      unmatchedReason: null,
      cardId: card.id,
      partnerCode: "harbor",
      awardTransactionId: meal?.id,
      localDate: "2026-01-14",
      localTime: "19:30",
    });
  });

  it("applies the partner's rules on the restaurant's clock: a card linked under 24 hours earns nothing", async () => {
    const { member, reference } = await memberWithRegisteredCard(2, new Date("2026-01-14T12:00:00-05:00"));
    const result = await send(message(reference));
    expect(result.items[0]).toMatchObject({ award: { awardStatus: "Forfeit", benefitAmount: 0 } });
    expect((await rowsOf(member.id))[0]?.notEarnedReason).toBe("card_linked_after_meal");
  });

  it("keeps a message it cannot match as unmatched, with the reason, and never awards it", async () => {
    const { member, reference } = await memberWithRegisteredCard(2);
    const gone = await memberWithRegisteredCard(2);
    await api()
      .testDb.db.update(cards)
      .set({ deletedAt: new Date("2026-01-10T00:00:00Z") })
      .where(eq(cards.id, gone.card.id));
    const unknownReference = `visa-${randomUUID()}`;
    const result = await send(
      message(unknownReference),
      message(reference, { networkMerchantId: "999999999" }),
      // The seed's Visa id, sent as a Mastercard one: ids are per network.
      message(reference, { network: "mastercard" }),
      message(reference, { currency: "EUR" }),
      message(gone.reference),
    );
    expect(result).toMatchObject({ stored: 5, unmatched: 5, duplicates: 0 });
    expect(result.items.map((item) => (item.outcome === "stored" ? item.unmatchedReason : null))).toEqual([
      "unknown_card_reference",
      "unknown_merchant",
      "unknown_merchant",
      "unsupported_currency",
      "card_unregistered",
    ]);
    expect(result.items.every((item) => item.outcome === "stored" && item.award === null)).toBe(true);
    expect(await rowsOf(member.id)).toEqual([]);
    expect(await rowsOf(gone.member.id)).toEqual([]);
    const [unknown] = await storedMessages(unknownReference);
    expect(unknown).toMatchObject({
      matchStatus: "unmatched",
      cardId: null,
      partnerCode: null,
      awardTransactionId: null,
    });
  });

  it("awards an authorization once, when it clears, however often it clears", async () => {
    const { member, reference } = await memberWithRegisteredCard(2);
    const authorization = message(reference, { messageType: "authorization", amountCents: 7_000 });
    const held = await send(authorization);
    expect(held.items[0]).toMatchObject({ outcome: "stored", matched: true, award: null });
    expect(await rowsOf(member.id)).toEqual([]);

    // The clearing settles the authorization, with the tip: the cleared amount earns.
    const clearing = message(reference, { originalNetworkTransactionId: authorization.networkTransactionId });
    expect((await send(clearing)).items[0]).toMatchObject({ award: { benefitAmount: 400 } });
    const again = message(reference, { originalNetworkTransactionId: authorization.networkTransactionId });
    expect((await send(again)).items[0]).toMatchObject({ outcome: "stored", matched: true, award: null });
    const rows = await rowsOf(member.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.sourceTransactionId).toBe(`network:visa:${authorization.networkTransactionId}`);
  });

  it("stores a message once: a replayed batch and a repeat inside a batch are duplicates", async () => {
    const { member, reference } = await memberWithRegisteredCard(2);
    const clearing = message(reference);
    const batch = { batchId: `nb-${randomUUID()}`, messages: [clearing, message(reference)] };
    const first = await answer(await post(batch), networkIngestionResultSchema);
    expect(first).toMatchObject({ stored: 2, duplicates: 0 });
    const replay = await answer(await post(batch), networkIngestionResultSchema);
    expect(replay).toMatchObject({ stored: 0, duplicates: 2 });
    const repeated = await send(clearing, clearing);
    expect(repeated.items.map((item) => item.outcome)).toEqual(["duplicate", "duplicate"]);
    expect(await rowsOf(member.id)).toHaveLength(2);
    expect(await storedMessages(reference)).toHaveLength(2);
  });

  it("takes concurrent batches of the same messages once", async () => {
    const { member, reference } = await memberWithRegisteredCard(2);
    const authorization = message(reference, { messageType: "authorization" });
    const messages = [
      authorization,
      message(reference, { originalNetworkTransactionId: authorization.networkTransactionId }),
      message(reference, { localDate: "2026-01-15" }),
    ];
    const results = await Promise.all(
      [1, 2, 3, 4].map(async (n) => {
        const response = await post({ batchId: `nb-race-${String(n)}`, messages });
        expect(response.status).toBe(200);
        return answer(response, networkIngestionResultSchema);
      }),
    );
    expect(results.reduce((total, result) => total + result.stored, 0)).toBe(3);
    expect(await storedMessages(reference)).toHaveLength(3);
    const rows = await rowsOf(member.id);
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.benefitAmount === 400)).toBe(true);
  });

  it("keeps the older form, our own ids, working beside the network's", async () => {
    const { member, card } = await memberWithCard(2);
    expect((await ingest(dine(card.id))).items[0]).toMatchObject({ outcome: "accepted", benefitAmount: 400 });
    expect(await rowsOf(member.id)).toHaveLength(1);
    expect(
      await api().testDb.db.select().from(networkTransactions).where(eq(networkTransactions.cardId, card.id)),
    ).toEqual([]);
  });

  it("answers 400 with field messages for a bad message, storing nothing", async () => {
    const { reference } = await memberWithRegisteredCard(2);
    const cases: [unknown, string][] = [
      [{ batchId: "nb1", messages: [] }, "messages"],
      [
        { batchId: "nb1", messages: [message(reference, { localDate: "2026-02-30" })] },
        "messages.0.localDate",
      ],
      [{ batchId: "nb1", messages: [message(reference, { localTime: "7pm" })] }, "messages.0.localTime"],
      [{ batchId: "nb1", messages: [message(reference, { currency: "usd" })] }, "messages.0.currency"],
      [{ batchId: "nb1", messages: [{ ...message(reference), network: "diners" }] }, "messages.0.network"],
      [{ batchId: "nb1", messages: [message(reference, { amountCents: 0 })] }, "messages.0.amountCents"],
      [
        { batchId: "nb1", messages: [message(reference, { messageType: "refund" })] },
        "messages.0.originalNetworkTransactionId",
      ],
    ];
    for (const [body, field] of cases) {
      const response = await post(body);
      expect(response.status, field).toBe(400);
      expect(Object.keys((await errorAnswer(response)).fields ?? {}), field).toContain(field);
    }
    expect(await storedMessages(reference)).toEqual([]);
  });

  it("takes the simulator's month of dining: every clearing awards once, every refund reverses", async () => {
    const { member, reference } = await memberWithRegisteredCard(2);
    const messages = simulateDining({
      cards: [{ network: "visa", cardReference: reference }],
      merchants: [{ visa: visaMerchantId() }],
      today: "2026-01-31",
      days: 30,
      random: createRandom(5),
      refundChance: 0.3,
      idPrefix: `sim-${randomUUID()}`,
    });
    for (let start = 0; start < messages.length; start += 200) {
      const result = await send(...messages.slice(start, start + 200));
      expect(result.unmatched).toBe(0);
    }
    const rows = await rowsOf(member.id);
    // The month's meals at the one merchant stay under harbor's caps, so each earns its full rate
    // here: what the caps do is in ingestion-rules.test.ts (decision 0063).
    expect(rows.filter((row) => row.cappedBy !== null)).toEqual([]);
    const clearings = messages.filter((message) => message.messageType === "clearing");
    const refunds = messages.filter((message) => message.messageType === "refund");
    expect(refunds.length).toBeGreaterThan(0);
    expect(rows.filter((row) => row.transactionType === "S")).toHaveLength(clearings.length);
    expect(rows.filter((row) => row.transactionType === "A")).toHaveLength(refunds.length);
    // A full refund takes back all its meal earned: what is left is what the others earned.
    const refunded = new Set(refunds.map((refund) => refund.originalNetworkTransactionId));
    const kept = clearings.filter((clearing) => !refunded.has(clearing.networkTransactionId));
    const expected = kept.reduce(
      (total, clearing) => total + Math.floor((clearing.amountCents * 5) / 100),
      0,
    );
    expect(rows.reduce((total, row) => total + row.benefitAmount, 0)).toBe(expected);
  });

  it("sends a member's simulated dining through the feed for the local tools (npm run feed:simulate)", async () => {
    const simulate = (body: unknown, signed = true) => {
      const raw = JSON.stringify(body);
      return api().app.request("http://feed.internal/api/internal/feed/simulate", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(signed ? { [ingestionSignatureHeader]: signIngestionBody(raw) } : {}),
        },
        body: raw,
      });
    };
    const { member, reference } = await memberWithRegisteredCard(2);
    const request = { partnerCode: "harbor", email: member.email, days: 30 };
    expect((await simulate(request, false)).status).toBe(401);
    const response = await simulate(request);
    expect(response.status).toBe(200);
    const result = await answer(response, feedSimulationResultSchema);
    expect(result.messages).toBeGreaterThan(0);
    expect(result).toMatchObject({ stored: result.messages, unmatched: 0 });
    expect(await storedMessages(reference)).toHaveLength(result.messages);
    expect((await rowsOf(member.id)).length).toBeGreaterThan(0);

    const { member: cardless } = await memberWithCard(2);
    expect((await simulate({ ...request, email: cardless.email })).status).toBe(409);
    expect((await simulate({ ...request, email: "nobody@harbor.example" })).status).toBe(404);
    expect((await simulate({ ...request, days: 0 })).status).toBe(400);
  });

  it("refuses an unsigned network batch (401)", async () => {
    const { reference } = await memberWithRegisteredCard(2);
    expect((await post({ batchId: "nb-unsigned", messages: [message(reference)] }, null)).status).toBe(401);
    expect(await storedMessages(reference)).toEqual([]);
  });
});
