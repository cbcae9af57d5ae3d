import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { beforeAll, expect } from "vitest";
import { signIngestionBody } from "@/backend/ingestion/signature";
import {
  cards,
  memberReservations,
  members,
  merchantCampaigns,
  merchants,
  transactions,
} from "@/backend/db/schema";
import type { TestDbKind } from "@/backend/db/testing";
import {
  ingestionResultSchema,
  ingestionSignatureHeader,
  type IngestedTransaction,
} from "@/shared/contracts/ingestion";
import { answer } from "./support";
import { suiteApi } from "./suite-api";

/** Every weekday earns: Sun = 1 … Sat = 64. */
const everyDay = 127;
const mondaysOnly = 2;

/**
 * An ingestion suite's set-up, written once: the backend on a fresh database with three merchants
 * on New York's clock (one earning every day, one on Mondays only, and one every day for harbor's
 * opted-in and VIP tiers only, as the seed makes an acclaimed merchant), and the calls the suites
 * make. Call it inside the suite's describe; `api()` and the merchant ids are read in tests.
 */
export function ingestionSuite(kind: TestDbKind) {
  const api = suiteApi(kind, { merchants: 5 });
  let merchantId = "";
  let mondayMerchantId = "";
  let acclaimedMerchantId = "";

  beforeAll(async () => {
    const { db } = api().testDb;
    const [first, second, third] = await db
      .select({ id: merchants.id })
      .from(merchants)
      .orderBy(asc(merchants.id))
      .limit(3);
    if (!first || !second || !third) throw new Error("the seed has too few merchants");
    merchantId = first.id;
    mondayMerchantId = second.id;
    acclaimedMerchantId = third.id;
    // All on New York's clock, so a meal's restaurant day is known to the test.
    for (const [id, benefitDays] of [
      [merchantId, everyDay],
      [mondayMerchantId, mondaysOnly],
      [acclaimedMerchantId, everyDay],
    ] as const)
      await db
        .update(merchants)
        .set({ benefitDays, timeZone: "America/New_York" })
        .where(eq(merchants.id, id));
    // The seed's ordinary merchants hold a campaign for every tier: this one keeps harbor's
    // tiers 2 and 3 only, so a tier-0 member earns nothing there (decision 0063).
    await db
      .delete(merchantCampaigns)
      .where(
        and(
          eq(merchantCampaigns.merchantId, acclaimedMerchantId),
          eq(merchantCampaigns.partnerCode, "harbor"),
          eq(merchantCampaigns.tierLevel, 0),
        ),
      );
  });

  /** A harbor member of `tierLevel` with one card linked at `linkedAt`. */
  async function memberWithCard(
    tierLevel: number,
    linkedAt = new Date("2025-06-01T00:00:00Z"),
    partnerCode = "harbor",
  ) {
    const tag = randomUUID().slice(0, 8);
    const [member] = await api()
      .testDb.db.insert(members)
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
    const [card] = await api()
      .testDb.db.insert(cards)
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
    return api().app.request("http://feed.internal/api/internal/transactions", {
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
    return api().testDb.db.select().from(transactions).where(eq(transactions.memberId, memberId));
  }

  async function reservation(
    memberId: string,
    status: "booked" | "cancelled" | "no_show",
    date = "2026-01-14",
    atMerchant = merchantId,
  ) {
    const [row] = await api()
      .testDb.db.insert(memberReservations)
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

  return {
    api,
    /** The merchant that earns every day (read once beforeAll has run). */
    merchantId: () => merchantId,
    /** The merchant that earns on Mondays only. */
    mondayMerchantId: () => mondayMerchantId,
    /** The merchant where only harbor's tiers 2 and 3 hold a campaign code. */
    acclaimedMerchantId: () => acclaimedMerchantId,
    memberWithCard,
    dine,
    post,
    ingest,
    rowsOf,
    reservation,
  };
}
