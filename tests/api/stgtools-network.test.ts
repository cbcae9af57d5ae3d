import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cards, transactions } from "@/backend/db/schema";
import { testDbKinds } from "@/backend/db/testing";
import { sendNetworkClearing, sendNetworkRefund } from "@/backend/services/stgtools/network-clearing";
import { settleAwardsNow } from "@/backend/services/stgtools/settle-awards";
import { networkClearingFormSchema } from "@/shared/contracts/network-feed";
import { networkFeedSuite } from "./network-feed-test-kit";

// The staging tools' card network (decision 0061): a tester sends a member's meal as the card's
// network would, by email and our merchant id, and refunds it, through the engine's own ingestion.
describe.each(testDbKinds())("the staging tools' card network on %s", (kind) => {
  const suite = networkFeedSuite(kind);
  const db = () => suite.api().testDb.db;
  const form = (email: string, overrides: Record<string, unknown> = {}) =>
    networkClearingFormSchema.parse({
      email,
      merchantId: suite.merchantId(),
      amount: "80.00",
      date: "2026-01-14",
      time: "19:30",
      cardLinkedInTime: false,
      ...overrides,
    });

  it("sends a clearing by the card's reference and the merchant's network id, awarded as the feed awards", async () => {
    const { member, reference } = await suite.memberWithRegisteredCard(1);
    const outcome = await sendNetworkClearing(db(), "harbor", form(member.email));
    expect(outcome).toMatchObject({
      kind: "sent",
      result: { outcome: "stored", matched: true, award: { awardStatus: "Pending", benefitAmount: 80 } },
    });
    const stored = await suite.storedMessages(reference);
    expect(stored.map((row) => row.messageType).sort()).toEqual(["authorization", "clearing"]);
    expect(stored.every((row) => row.networkMerchantId === suite.visaMerchantId())).toBe(true);
  });

  it("refunds the whole meal of a clearing, which takes the award back", async () => {
    const { member } = await suite.memberWithRegisteredCard(1);
    const sent = await sendNetworkClearing(db(), "harbor", form(member.email));
    if (sent.kind !== "sent") throw new Error("not sent");
    const refund = await sendNetworkRefund(db(), sent.networkTransactionId, "2026-01-20");
    expect(refund).toMatchObject({
      kind: "sent",
      result: { outcome: "stored", refund: { outcome: "reversed", benefitAmount: -80 } },
    });
    const rows = await db().select().from(transactions).where(eq(transactions.memberId, member.id));
    expect(rows.map((row) => row.benefitAmount).sort((a, b) => a - b)).toEqual([-80, 80]);
    expect(await sendNetworkRefund(db(), "stg-clear-nothing", "2026-01-20")).toEqual({ kind: "unknown" });
  });

  it("moves a just-linked card's date back when asked, so today's meal earns", async () => {
    const { member, card } = await suite.memberWithRegisteredCard(1, new Date("2026-01-14T20:00:00Z"));
    const outcome = await sendNetworkClearing(db(), "harbor", form(member.email, { cardLinkedInTime: true }));
    expect(outcome).toMatchObject({ result: { award: { awardStatus: "Pending", benefitAmount: 80 } } });
    const [moved] = await db()
      .select({ createdAt: cards.createdAt })
      .from(cards)
      .where(eq(cards.id, card.id));
    expect(moved?.createdAt.getTime()).toBeLessThan(new Date("2026-01-14T00:30:00Z").getTime());
  });

  it("settles one member's due awards when asked, and leaves another's Pending", async () => {
    const first = await suite.memberWithRegisteredCard(1);
    const second = await suite.memberWithRegisteredCard(1);
    for (const { member } of [first, second]) await sendNetworkClearing(db(), "harbor", form(member.email));
    expect(await settleAwardsNow(db(), "harbor", first.member.email)).toEqual({ kind: "settled", count: 1 });
    const statusOf = async (memberId: string) =>
      (await db().select().from(transactions).where(eq(transactions.memberId, memberId))).map(
        (row) => row.awardStatus,
      );
    expect(await statusOf(first.member.id)).toEqual(["Awarded"]);
    expect(await statusOf(second.member.id)).toEqual(["Pending"]);
    expect(await settleAwardsNow(db(), "harbor", "nobody@harbor.example")).toEqual({
      kind: "unknown-member",
    });
  });

  it("says which field is wrong: an unknown member or card, an unknown merchant", async () => {
    expect(await sendNetworkClearing(db(), "harbor", form("nobody@harbor.example"))).toEqual({
      kind: "invalid",
      fields: { email: "No member of this program with this email has a card registered with its network" },
    });
    const { member } = await suite.memberWithRegisteredCard(1);
    expect(await sendNetworkClearing(db(), "harbor", form(member.email, { merchantId: "m-none" }))).toEqual({
      kind: "invalid",
      fields: { merchantId: "No merchant with this id is known to visa" },
    });
    // Another partner's member is not this program's.
    expect(await sendNetworkClearing(db(), "skyway", form(member.email))).toMatchObject({ kind: "invalid" });
  });
});
