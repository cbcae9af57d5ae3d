import { randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { members, postings } from "@/backend/db/schema";
import { testDbKinds } from "@/backend/db/testing";
import { enqueuePostings } from "@/backend/engine/posting/enqueue-postings";
import { settleDueAwards } from "@/backend/ingestion/settle-due-awards";
import { postingSuite } from "./posting-test-kit";

// PostgreSQL too: the enqueue step is SQL of its own (insert … select … on conflict).
const kinds = testDbKinds({ dialectMatters: true });

// Which awards get a posting line, and when (decision 0064).
describe.each(kinds)("queueing posting lines on %s", (kind) => {
  const suite = postingSuite(kind);
  const { db, postingMember, awardedMeal, linesOf, awardsOf, message, send, post } = suite;
  const now = new Date("2026-02-02T09:00:00Z");

  it("queues one line per Awarded award that earned, set-based, and the same lines when run again", async () => {
    const { member, reference, partnerNumber } = await postingMember();
    await awardedMeal(reference);
    // Still Pending (a recent meal): not posted yet.
    await send(message(reference, { localDate: "2026-01-31" }));
    const { memberWithCard, dine, ingest } = suite;
    const { member: cashBack, card } = await memberWithCard(2, undefined, "greenleaf");
    await db().update(members).set({ partnerNumber: "123123123" }).where(eq(members.id, cashBack.id));
    await ingest(dine(card.id, { partnerCode: "greenleaf" }));
    await settleDueAwards(db(), new Date("2026-02-01T00:00:00Z"));

    const first = await enqueuePostings(db(), { partnerCodes: ["harbor"], now });
    expect(first.queued).toBeGreaterThanOrEqual(1);
    const lines = await linesOf(member.id);
    const [award] = (await awardsOf(member.id)).filter((row) => row.awardStatus === "Awarded");
    expect(lines).toEqual([
      expect.objectContaining({
        transactionId: award?.id,
        partnerCode: "harbor",
        kind: "award",
        accountId: partnerNumber,
        amount: 400,
        // The restaurant's day of the meal (New York), and the day it was queued.
        awardDate: "2026-01-14",
        postingDate: "2026-02-02",
        status: "queued",
        attempts: 0,
        rejectReason: null,
      }),
    ]);

    const second = await enqueuePostings(db(), {
      partnerCodes: ["harbor"],
      now: new Date(now.getTime() + 60_000),
    });
    expect(second).toEqual({ queued: 0, rejectedHere: 0, requeued: 0 });
    expect(await linesOf(member.id)).toEqual(lines);
    // A cash-back program's award is a statement credit later, never a posting line: it stays Awarded.
    expect(await linesOf(cashBack.id)).toEqual([]);
    expect((await awardsOf(cashBack.id)).map((row) => row.awardStatus)).toEqual(["Awarded"]);
  });

  it("rejects here the line of a member with no account number, and queues it once the member has one", async () => {
    const { member, reference } = await postingMember(null);
    await awardedMeal(reference);
    const outcome = await post(now, "http");
    expect(outcome.rejectedHere).toBeGreaterThanOrEqual(1);
    const [line] = await linesOf(member.id);
    expect(line).toMatchObject({ status: "rejected", rejectReason: "no_partner_account", accountId: null });
    expect(line?.attempts).toBe(0);
    expect((await awardsOf(member.id)).map((row) => row.awardStatus)).toEqual(["Awarded"]);

    const partnerNumber = String(randomInt(100_000_000, 999_999_999));
    await db().update(members).set({ partnerNumber }).where(eq(members.id, member.id));
    const later = new Date(now.getTime() + 3_600_000);
    expect((await post(later, "http")).requeued).toBeGreaterThanOrEqual(1);
    expect(await linesOf(member.id)).toEqual([
      expect.objectContaining({ status: "accepted", accountId: partnerNumber, rejectReason: null }),
    ]);
    expect(await awardsOf(member.id)).toEqual([
      expect.objectContaining({ awardStatus: "Paid", paidAt: later }),
    ]);
  });

  it("reverses a refunded award at the partner once it is Paid, to the account it was credited to", async () => {
    const { member, reference, partnerNumber } = await postingMember();
    const clearing = await awardedMeal(reference);
    const refund = (amountCents: number, localDate: string) =>
      message(reference, {
        messageType: "refund",
        originalNetworkTransactionId: clearing.networkTransactionId,
        amountCents,
        localDate,
        localTime: "10:00",
      });
    // Refunded in part while the award is Awarded, not yet posted: the reversal waits for the Paid award.
    await send(refund(2_000, "2026-01-20"));
    await settleDueAwards(db(), now);
    const sent = new Date("2026-02-03T09:00:00Z");
    await post(sent, "http");
    let lines = await linesOf(member.id);
    expect(lines.map((line) => [line.kind, line.amount, line.status])).toEqual([["award", 400, "accepted"]]);

    // The next run queues the reversal, negative, to the account the award went to; accepted, it is Paid.
    const reversed = new Date("2026-02-03T09:05:00Z");
    await post(reversed, "http");
    lines = await linesOf(member.id);
    expect(lines.find((line) => line.kind === "reversal")).toMatchObject({
      amount: -100,
      accountId: partnerNumber,
      status: "accepted",
      awardDate: "2026-01-20",
    });
    const rows = await awardsOf(member.id);
    expect(rows.map((row) => [row.transactionType, row.benefitAmount, row.awardStatus]).sort()).toEqual([
      ["A", -100, "Paid"],
      ["S", 400, "Paid"],
    ]);

    // A refund after the award was Paid: its reversal is Awarded at once and posts on the next run.
    await send(refund(6_000, "2026-02-10"));
    const again = new Date("2026-02-10T12:00:00Z");
    await post(again, "http");
    const reversals = (await linesOf(member.id)).filter((line) => line.kind === "reversal");
    expect(reversals.map((line) => [line.amount, line.status]).sort()).toEqual([
      [-100, "accepted"],
      [-300, "accepted"],
    ]);
    expect((await awardsOf(member.id)).reduce((total, row) => total + row.benefitAmount, 0)).toBe(0);
  });

  it("never queues a second line for an award, even from two runs at once", async () => {
    const { member, reference } = await postingMember();
    await awardedMeal(reference);
    await Promise.all([
      enqueuePostings(db(), { partnerCodes: ["harbor"], now }),
      enqueuePostings(db(), { partnerCodes: ["harbor"], now }),
    ]);
    expect(await linesOf(member.id)).toHaveLength(1);
    const all = await db().select({ id: postings.transactionId, kind: postings.kind }).from(postings);
    expect(new Set(all.map((line) => `${line.id}:${line.kind}`)).size).toBe(all.length);
  });
});
