import { randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { awardHistory, cards, missingDineClaims, transactions } from "@/backend/db/schema";
import { testDbKinds } from "@/backend/db/testing";
import { listOpenMissingDineClaims } from "@/backend/services/stgtools/missing-dine-claims";
import {
  missingDineAnswerSchema,
  missingDineReferencePattern,
  type MissingDineRequest,
} from "@/shared/contracts/missing-dine";
import { apiErrorSchema } from "@/shared/contracts/errors";
import { peerAddressHeader } from "@/platform/peer-address-header.mjs";
import { networkFeedSuite } from "./network-feed-test-kit";
import { answer, signedInVisitor, Visitor } from "./support";

// PostgreSQL too: the claim and the found message are locked, the award written in one transaction.
const kinds = testDbKinds({ dialectMatters: true });

const dayMs = 86_400_000;
const randomAddress = () =>
  `10.${String(randomInt(256))}.${String(randomInt(256))}.${String(randomInt(1, 255))}`;
/** A UTC calendar day `back` days before today ("YYYY-MM-DD"). */
const daysAgo = (back: number) => new Date(Date.now() - back * dayMs).toISOString().slice(0, 10);
/** A meal old enough to report (decision 0069: after 10 days). */
const mealDay = daysAgo(15);

// "Report a missing dine" (decision 0069): the unmatched clearing of the member's card is found
// and awarded, or a claim is kept for support and answered by its reference.
describe.each(kinds)("/api/Member/MissingDines on %s", (kind) => {
  const suite = networkFeedSuite(kind);
  const { api, memberWithRegisteredCard, message, send, merchantId, mondayMerchantId, rowsOf } = suite;

  async function visitorOf(email: string) {
    return signedInVisitor(api(), email);
  }

  /**
   * One report, from an address of its own unless given: the limit counts per address, and a
   * suite's reports would pass it.
   */
  async function report(visitor: Visitor, body: unknown, withToken = true, address = randomAddress()) {
    const headers: Record<string, string> = { [peerAddressHeader]: address };
    if (withToken) headers["X-XSRF-TOKEN"] = await visitor.csrfToken();
    return visitor.call("/api/Member/MissingDines", { method: "POST", json: body, headers });
  }

  function body(cardId: string, overrides: Partial<MissingDineRequest> = {}): MissingDineRequest {
    return { date: mealDay, merchantId: merchantId(), amount: "70.00", cardId, ...overrides };
  }

  /** A member of tier 2 (5 points per $1) signed in, with a registered Visa card. */
  async function reporter() {
    const { member, card, reference } = await memberWithRegisteredCard(2);
    return { member, card, reference, visitor: await visitorOf(member.email) };
  }

  it("awards an unmatched clearing of the card at a restaurant the network named by an unknown id", async () => {
    const { member, card, reference, visitor } = await reporter();
    const clearing = message(reference, {
      networkMerchantId: "987654321",
      localDate: mealDay,
      amountCents: 8_000,
    });
    expect((await send(clearing)).items[0]).toMatchObject({
      matched: false,
      unmatchedReason: "unknown_merchant",
    });

    const response = await report(visitor, body(card.id));
    expect(response.status).toBe(200);
    const found = await answer(response, missingDineAnswerSchema);
    expect(found).toMatchObject({ outcome: "found", award: { benefitAmount: 400, awardStatus: "Pending" } });

    const [meal] = await rowsOf(member.id);
    expect(meal).toMatchObject({
      cardId: card.id,
      merchantId: merchantId(),
      ticketAmountCents: 8_000,
      benefitAmount: 400,
      transactionType: "S",
      sourceTransactionId: `network:visa:${clearing.networkTransactionId}`,
    });
    if (found.outcome !== "found" || !meal) throw new Error("no award");
    expect(found.award.transactionId).toBe(meal.id);
    const [stored] = await suite.storedMessages(reference);
    expect(stored).toMatchObject({
      matchStatus: "matched",
      unmatchedReason: null,
      cardId: card.id,
      merchantId: merchantId(),
      awardTransactionId: meal.id,
    });
    const history = await api()
      .testDb.db.select()
      .from(awardHistory)
      .where(eq(awardHistory.transactionId, meal.id));
    expect(history).toMatchObject([{ fromStatus: null, toStatus: "Pending", actor: "engine" }]);
    const [claim] = await api()
      .testDb.db.select()
      .from(missingDineClaims)
      .where(eq(missingDineClaims.memberId, member.id));
    expect(claim).toMatchObject({ status: "resolved", awardTransactionId: meal.id });
    const open = await listOpenMissingDineClaims(api().testDb.db, { partnerCode: "harbor" });
    expect(open.some((item) => item.memberEmail === member.email)).toBe(false);
  });

  it("answers the same report twice the same: one award, one claim", async () => {
    const { member, card, reference, visitor } = await reporter();
    await send(message(reference, { networkMerchantId: "987654322", localDate: mealDay }));
    const first = await answer(await report(visitor, body(card.id)), missingDineAnswerSchema);
    const second = await answer(await report(visitor, body(card.id)), missingDineAnswerSchema);
    expect(second).toEqual(first);
    expect(await rowsOf(member.id)).toHaveLength(1);

    const other = await reporter();
    const claimed = await answer(await report(other.visitor, body(other.card.id)), missingDineAnswerSchema);
    const again = await answer(await report(other.visitor, body(other.card.id)), missingDineAnswerSchema);
    expect(claimed.outcome).toBe("claim");
    expect(again).toEqual(claimed);
    const claims = await api()
      .testDb.db.select()
      .from(missingDineClaims)
      .where(eq(missingDineClaims.memberId, other.member.id));
    expect(claims).toHaveLength(1);
  });

  it("answers two identical reports at once the same: one award, one claim", async () => {
    const { member, card, reference, visitor } = await reporter();
    await send(message(reference, { networkMerchantId: "987654326", localDate: mealDay }));
    const [first, second] = await Promise.all([
      report(visitor, body(card.id)),
      report(visitor, body(card.id)),
    ]);
    const answers = [
      await answer(first, missingDineAnswerSchema),
      await answer(second, missingDineAnswerSchema),
    ];
    expect(answers[0]).toMatchObject({ outcome: "found" });
    expect(answers[1]).toEqual(answers[0]);
    expect(await rowsOf(member.id)).toHaveLength(1);

    const other = await reporter();
    const both = await Promise.all([
      report(other.visitor, body(other.card.id)),
      report(other.visitor, body(other.card.id)),
    ]);
    const claims = await Promise.all(both.map((response) => answer(response, missingDineAnswerSchema)));
    expect(claims[0]?.outcome).toBe("claim");
    expect(claims[1]).toEqual(claims[0]);
  });

  it("finds a clearing that came before the card's reference was stored, a day off and with the tip", async () => {
    const { member, card } = await suite.memberWithCard(2);
    const reference = `visa-late-${card.id}`;
    const nextDay = new Date(Date.parse(`${mealDay}T00:00:00Z`) + dayMs).toISOString().slice(0, 10);
    const clearing = message(reference, { localDate: nextDay, amountCents: 9_200 });
    expect((await send(clearing)).items[0]).toMatchObject({ unmatchedReason: "unknown_card_reference" });
    await api().testDb.db.update(cards).set({ networkCardReference: reference }).where(eq(cards.id, card.id));

    const visitor = await visitorOf(member.email);
    const found = await answer(
      await report(visitor, body(card.id, { amount: "$80" })),
      missingDineAnswerSchema,
    );
    expect(found).toMatchObject({ outcome: "found", award: { benefitAmount: 460 } });
  });

  it("keeps a claim when nothing fits: another restaurant's id, an amount too far, another day", async () => {
    const { member, card } = await suite.memberWithCard(2);
    const reference = `visa-claim-${card.id}`;
    // Unmatched for the reference, at a restaurant the network names by the first merchant's id.
    await send(
      message(reference, { localDate: mealDay }),
      message(reference, { localDate: mealDay, networkMerchantId: "987654323", amountCents: 20_000 }),
      message(reference, { localDate: daysAgo(40), networkMerchantId: "987654324" }),
    );
    await api().testDb.db.update(cards).set({ networkCardReference: reference }).where(eq(cards.id, card.id));
    const visitor = await visitorOf(member.email);
    const response = await report(visitor, body(card.id, { merchantId: mondayMerchantId() }));
    const claim = await answer(response, missingDineAnswerSchema);
    if (claim.outcome !== "claim") throw new Error("expected a claim");
    expect(claim.reference).toMatch(missingDineReferencePattern);
    expect(await rowsOf(member.id)).toHaveLength(0);
    const [row] = await api()
      .testDb.db.select()
      .from(missingDineClaims)
      .where(eq(missingDineClaims.reference, claim.reference));
    expect(row).toMatchObject({
      status: "open",
      partnerCode: "harbor",
      memberId: member.id,
      cardId: card.id,
      merchantId: mondayMerchantId(),
      mealDate: mealDay,
      amountCents: 7_000,
      awardTransactionId: null,
    });
    const stored = await suite.storedMessages(reference);
    expect(stored.every((item) => item.matchStatus === "unmatched")).toBe(true);
    // Support sees it in the staging tools; another partner's list does not have it.
    const open = await listOpenMissingDineClaims(api().testDb.db, { partnerCode: "harbor" });
    expect(open.find((item) => item.reference === claim.reference)).toMatchObject({
      memberEmail: member.email,
      card: "Visa ending in 4242",
      merchantId: mondayMerchantId(),
      mealDate: mealDay,
      amountCents: 7_000,
    });
    const elsewhere = await listOpenMissingDineClaims(api().testDb.db, { partnerCode: "greenleaf" });
    expect(elsewhere.some((item) => item.reference === claim.reference)).toBe(false);
  });

  it("awards a clearing that came in after an open claim when the member reports again", async () => {
    const { card, reference, visitor } = await reporter();
    const claimed = await answer(await report(visitor, body(card.id)), missingDineAnswerSchema);
    expect(claimed.outcome).toBe("claim");
    await send(message(reference, { networkMerchantId: "987654325", localDate: mealDay }));
    const found = await answer(await report(visitor, body(card.id)), missingDineAnswerSchema);
    expect(found).toMatchObject({ outcome: "found", award: { benefitAmount: 400 } });
  });

  it("refuses another member's card, and a deleted one, on the card field", async () => {
    const owner = await reporter();
    const { visitor } = await reporter();
    for (const cardId of [owner.card.id]) {
      const response = await report(visitor, body(cardId));
      expect(response.status).toBe(400);
      expect(await answer(response, apiErrorSchema)).toEqual({
        error: "Invalid request",
        fields: { cardId: "Choose one of your linked cards" },
      });
    }
    await api().testDb.db.update(cards).set({ deletedAt: new Date() }).where(eq(cards.id, owner.card.id));
    expect((await report(owner.visitor, body(owner.card.id))).status).toBe(400);
    const claims = await api()
      .testDb.db.select()
      .from(missingDineClaims)
      .where(eq(missingDineClaims.cardId, owner.card.id));
    expect(claims).toHaveLength(0);
  });

  it("refuses an unknown restaurant on its field", async () => {
    const { card, visitor } = await reporter();
    const response = await report(visitor, body(card.id, { merchantId: "m-999999" }));
    expect(response.status).toBe(400);
    expect((await answer(response, apiErrorSchema)).fields).toEqual({
      merchantId: "Choose the restaurant from the list",
    });
  });

  it("answers bad input 400 with the field's message, never 500", async () => {
    const { card, visitor } = await reporter();
    const cases: [unknown, string, string][] = [
      [body(card.id, { date: daysAgo(-1) }), "date", "The date of the meal cannot be in the future"],
      [
        body(card.id, { date: daysAgo(3) }),
        "date",
        `Rewards can take up to 10 days to appear: report this meal after ${daysAgo(-7)}`,
      ],
      [
        body(card.id, { date: daysAgo(121) }),
        "date",
        "Meals more than 120 days ago can no longer be reported",
      ],
      [body(card.id, { date: "2026-02-30" }), "date", "Choose a date that exists on the calendar"],
      [body(card.id, { date: "yesterday" }), "date", "Choose the date of the meal"],
      [body(card.id, { amount: "0" }), "amount", "The amount must be more than $0"],
      [body(card.id, { amount: "5000.01" }), "amount", "The amount can be at most $5,000"],
      [body(card.id, { amount: "eighty" }), "amount", "Enter the amount in dollars, such as 80 or 80.50"],
      [body(card.id, { merchantId: "" }), "merchantId", "Choose the restaurant"],
      [body(card.id, { merchantId: "m-1; drop" }), "merchantId", "Choose the restaurant from the list"],
      [body("not-a-card"), "cardId", "Choose the card you paid with"],
      [{ ...body(card.id), amount: 70 }, "amount", "Enter the amount of the bill"],
      [{ date: mealDay }, "merchantId", "Choose the restaurant"],
    ];
    for (const [input, field, message] of cases) {
      const response = await report(visitor, input);
      expect(response.status, JSON.stringify(input)).toBe(400);
      expect((await answer(response, apiErrorSchema)).fields?.[field], field).toBe(message);
    }
    const notJson = await visitor.call("/api/Member/MissingDines", {
      method: "POST",
      body: "{",
      headers: {
        "content-type": "application/json",
        "X-XSRF-TOKEN": await visitor.csrfToken(),
        [peerAddressHeader]: randomAddress(),
      },
    });
    expect(notJson.status).toBe(400);
  });

  it("needs the CSRF token and a signed-in member", async () => {
    const { member, card, visitor } = await reporter();
    expect((await report(visitor, body(card.id), false)).status).toBe(403);
    expect((await report(new Visitor(api()), body(card.id))).status).toBe(401);
    expect(
      await api().testDb.db.select().from(transactions).where(eq(transactions.memberId, member.id)),
    ).toHaveLength(0);
  });

  it("answers 429 past twenty reports from one address in 15 minutes", async () => {
    const { card, visitor } = await reporter();
    const address = randomAddress();
    const statuses: number[] = [];
    for (let index = 0; index < 21; index += 1)
      statuses.push((await report(visitor, body(card.id, { amount: "0" }), true, address)).status);
    expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
