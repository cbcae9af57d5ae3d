import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  cards,
  members,
  merchantNetworkIds,
  merchants,
  networkTransactions,
  transactions,
} from "@/backend/db/schema";
import { createTestDb, testDbKinds, type TestDb } from "@/backend/db/testing";
import { importSettlementFile } from "./import-settlement-file";
import { readSettlementFile, settlementColumns } from "./read-settlement-file";

const header = settlementColumns.join(",");

/** One CSV row in settlementColumns' order. */
function row(values: Record<string, string>): string {
  return settlementColumns.map((column) => values[column] ?? "").join(",");
}

describe("readSettlementFile", () => {
  const good = {
    network: "visa",
    networkTransactionId: "vt-1",
    messageType: "clearing",
    cardReference: "visa-abc",
    networkMerchantId: "4100000001",
    amountCents: "8000",
    currency: "USD",
    localDate: "2026-01-14",
    localTime: "19:30",
  };

  it("reads every row, and reports each problem with its row number", () => {
    const content = [
      header,
      row(good),
      row({ ...good, networkTransactionId: "vt-2", amountCents: "12.50", localDate: "2026-13-01" }),
      row({ ...good, networkTransactionId: "vt-3", messageType: "refund" }),
      row(good),
    ].join("\n");
    const { messages, errors } = readSettlementFile(content);
    expect(messages.map((message) => message.networkTransactionId)).toEqual(["vt-1"]);
    expect(errors).toEqual([
      { row: 2, message: "amountCents must be a number" },
      { row: 2, message: "localDate must be a date such as 2026-01-14" },
      { row: 3, message: "originalNetworkTransactionId names the transaction a refund returns" },
      { row: 4, message: "networkTransactionId vt-1 repeats row 1" },
    ]);
  });

  it("refuses a file whose header lacks a column", () => {
    const { errors } = readSettlementFile(["network,networkTransactionId", "visa,vt-1"].join("\n"));
    expect(errors).toEqual([
      { row: 0, message: expect.stringContaining("the header lacks messageType") as string },
    ]);
  });
});

// PostgreSQL too: a whole file in one transaction, idempotent by transaction id.
describe.each(testDbKinds({ dialectMatters: true }))("importSettlementFile on %s", (kind) => {
  let testDb: TestDb;
  let visaMerchantId = "";
  let reference = "";
  let memberId = "";
  beforeAll(async () => {
    testDb = await createTestDb(kind, { merchants: 5 });
    const [merchant] = await testDb.db.select({ id: merchants.id }).from(merchants).limit(1);
    if (!merchant) throw new Error("no merchant");
    await testDb.db
      .update(merchants)
      .set({ benefitDays: 127, timeZone: "America/New_York" })
      .where(eq(merchants.id, merchant.id));
    const [id] = await testDb.db
      .select({ id: merchantNetworkIds.networkMerchantId })
      .from(merchantNetworkIds)
      .where(and(eq(merchantNetworkIds.merchantId, merchant.id), eq(merchantNetworkIds.network, "visa")));
    visaMerchantId = id?.id ?? "";
    const tag = randomUUID().slice(0, 8);
    const [member] = await testDb.db
      .insert(members)
      .values({
        partnerCode: "harbor",
        publicId: `file-${tag}`,
        email: `file-${tag}@harbor.example`,
        firstName: "Fi",
        lastName: "Le",
        tierLevel: 2,
      })
      .returning();
    memberId = member?.id ?? "";
    reference = `visa-${randomUUID()}`;
    await testDb.db.insert(cards).values({
      partnerCode: "harbor",
      memberId,
      cardType: "Visa",
      lastFour: "4242",
      description: "Visa",
      numberHash: `hash-${tag}`,
      networkCardReference: reference,
      createdAt: new Date("2025-06-01T00:00:00Z"),
    });
  });
  afterAll(async () => {
    await testDb.close();
  });

  const message = (id: string, overrides: Record<string, string> = {}) =>
    row({
      network: "visa",
      networkTransactionId: id,
      messageType: "clearing",
      cardReference: reference,
      networkMerchantId: visaMerchantId,
      amountCents: "8000",
      currency: "USD",
      localDate: "2026-01-14",
      localTime: "19:30:00",
      ...overrides,
    });

  it("imports a file all or nothing: one bad row and nothing is written", async () => {
    const bad = [header, message("f-1"), message("f-2", { currency: "dollars" })].join("\n");
    const outcome = await importSettlementFile(testDb.db, "bad.csv", bad);
    expect(outcome).toEqual({
      ok: false,
      errors: [{ row: 2, message: "currency is a three-letter code such as USD" }],
    });
    expect(
      await testDb.db
        .select()
        .from(networkTransactions)
        .where(eq(networkTransactions.networkTransactionId, "f-1")),
    ).toEqual([]);
  });

  it("imports a good file once, reporting unmatched rows by number; again, it stores nothing", async () => {
    const content = [
      header,
      message("f-1", { messageType: "authorization" }),
      message("f-2", { originalNetworkTransactionId: "f-1" }),
      message("f-3", { cardReference: "visa-unknown" }),
      message("f-4", {
        messageType: "refund",
        originalNetworkTransactionId: "f-2",
        amountCents: "4000",
        localDate: "2026-01-16",
      }),
    ].join("\n");
    const first = await importSettlementFile(testDb.db, "2026-01-16.csv", content);
    expect(first).toMatchObject({
      ok: true,
      result: { batchId: "settlement:2026-01-16.csv", stored: 4, unmatched: 1, duplicates: 0 },
      unmatchedRows: [{ row: 3, reason: "unknown_card_reference" }],
    });
    const awards = () => testDb.db.select().from(transactions).where(eq(transactions.memberId, memberId));
    expect((await awards()).map((award) => award.benefitAmount).sort((a, b) => a - b)).toEqual([-200, 400]);
    const again = await importSettlementFile(testDb.db, "2026-01-16.csv", content);
    expect(again).toMatchObject({ ok: true, result: { stored: 0, duplicates: 4 }, unmatchedRows: [] });
    expect(await awards()).toHaveLength(2);
  });
});
