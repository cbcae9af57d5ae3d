import { describe, expect, it } from "vitest";
import { settleDueAwards } from "@/backend/ingestion/settle-due-awards";
import { testDbKinds } from "@/backend/db/testing";
import { networkFeedSuite } from "./network-feed-test-kit";

// PostgreSQL too: a refund locks the award it reverses; concurrent refunds reverse in turn.
const kinds = testDbKinds({ dialectMatters: true });

// A refund from the network (decision 0061): within the partner's window (harbor: the default
// 120 days) it takes back what the meal earned, as a negative adjustment (source A) that says why.
describe.each(kinds)("network refunds on %s", (kind) => {
  const { api, memberWithRegisteredCard, message, send, rowsOf } = networkFeedSuite(kind);

  async function clearedMeal() {
    const registered = await memberWithRegisteredCard(2);
    const clearing = message(registered.reference);
    await send(clearing);
    const refund = (amountCents: number, localDate = "2026-01-20") =>
      message(registered.reference, {
        messageType: "refund",
        originalNetworkTransactionId: clearing.networkTransactionId,
        amountCents,
        localDate,
        localTime: "10:00",
      });
    return { ...registered, clearing, refund };
  }

  it("reverses a full refund in full, as a negative adjustment with its reason", async () => {
    const { member, refund } = await clearedMeal();
    const result = await send(refund(8_000));
    expect(result.items[0]).toMatchObject({
      outcome: "stored",
      matched: true,
      refund: { outcome: "reversed", benefitAmount: -400 },
    });
    const rows = await rowsOf(member.id);
    const reversal = rows.find((row) => row.transactionType === "A");
    expect(reversal).toMatchObject({
      benefitAmount: -400,
      awardStatus: "Pending",
      notEarnedReason: "refunded",
      ticketAmountCents: 0,
    });
    expect(rows.reduce((total, row) => total + row.benefitAmount, 0)).toBe(0);
  });

  it("reverses a partial refund in proportion, and never more in all than the award", async () => {
    const { member, refund } = await clearedMeal();
    expect((await send(refund(2_000))).items[0]).toMatchObject({ refund: { benefitAmount: -100 } });
    expect((await send(refund(8_000))).items[0]).toMatchObject({ refund: { benefitAmount: -300 } });
    expect((await send(refund(1_000))).items[0]).toMatchObject({
      refund: { outcome: "nothing_to_reverse", benefitAmount: 0 },
    });
    const rows = await rowsOf(member.id);
    expect(rows.reduce((total, row) => total + row.benefitAmount, 0)).toBe(0);
  });

  it("reverses once when the same refund comes twice, or in concurrent batches", async () => {
    const { member, refund } = await clearedMeal();
    const once = refund(8_000);
    await Promise.all([send(once), send(once), send(refund(8_000)), send(refund(8_000))]);
    const reversals = (await rowsOf(member.id)).filter((row) => row.transactionType === "A");
    expect(reversals.reduce((total, row) => total + row.benefitAmount, 0)).toBe(-400);
  });

  it("leaves the award as it is for a refund after the partner's window", async () => {
    const { member, refund } = await clearedMeal();
    // The meal was on 2026-01-14: 121 days later is past harbor's 120.
    expect((await send(refund(8_000, "2026-05-15"))).items[0]).toMatchObject({
      refund: { outcome: "outside_window", benefitAmount: 0 },
    });
    expect((await send(refund(8_000, "2026-05-14"))).items[0]).toMatchObject({
      refund: { outcome: "reversed", benefitAmount: -400 },
    });
    expect((await rowsOf(member.id)).filter((row) => row.transactionType === "A")).toHaveLength(1);
  });

  it("reverses nothing for a refund of a meal that earned nothing, or of another member's", async () => {
    const { reference, member } = await memberWithRegisteredCard(2);
    const authorization = message(reference, { messageType: "authorization" });
    await send(authorization);
    // Refunded before it cleared: there is no award to reverse.
    const early = await send(
      message(reference, {
        messageType: "refund",
        originalNetworkTransactionId: authorization.networkTransactionId,
      }),
    );
    expect(early.items[0]).toMatchObject({ refund: { outcome: "nothing_to_reverse" } });
    const other = await clearedMeal();
    const stranger = await send(
      message(reference, {
        messageType: "refund",
        originalNetworkTransactionId: other.clearing.networkTransactionId,
      }),
    );
    expect(stranger.items[0]).toMatchObject({ refund: { outcome: "nothing_to_reverse" } });
    expect(await rowsOf(member.id)).toEqual([]);
    expect((await rowsOf(other.member.id)).map((row) => row.benefitAmount)).toEqual([400]);
  });

  it("settles a reversal with its award, and a settled award's reversal is settled at once", async () => {
    const { member, refund } = await clearedMeal();
    await send(refund(4_000));
    await settleDueAwards(api().testDb.db, new Date("2026-06-01T00:00:00Z"));
    const kinds = async () =>
      (await rowsOf(member.id))
        .map((row) => [row.transactionType, row.awardStatus, row.benefitAmount] as const)
        .sort((a, b) => a[2] - b[2]);
    expect(await kinds()).toEqual([
      ["A", "Awarded", -200],
      ["S", "Awarded", 400],
    ]);
    expect((await send(refund(4_000))).items[0]).toMatchObject({ refund: { benefitAmount: -200 } });
    expect(await kinds()).toEqual([
      ["A", "Awarded", -200],
      ["A", "Awarded", -200],
      ["S", "Awarded", 400],
    ]);
  });
});
