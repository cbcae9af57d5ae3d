import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, expect } from "vitest";
import { cards, merchantNetworkIds, networkTransactions } from "@/backend/db/schema";
import type { TestDbKind } from "@/backend/db/testing";
import { networkIngestionResultSchema, type NetworkMessage } from "@/shared/contracts/network-feed";
import { ingestionSuite } from "./ingestion-test-kit";
import { answer } from "./support";

/**
 * A network-feed suite's set-up (decision 0061), on the ingestion suite's: its merchants on New
 * York's clock, known to the networks by the seed's identifiers, and members whose cards the
 * network registered. The calls post `{ batchId, messages }` to the signed endpoint.
 */
export function networkFeedSuite(kind: TestDbKind) {
  const suite = ingestionSuite(kind);
  let visaMerchantId = "";

  beforeAll(async () => {
    const [row] = await suite
      .api()
      .testDb.db.select({ id: merchantNetworkIds.networkMerchantId })
      .from(merchantNetworkIds)
      .where(
        and(eq(merchantNetworkIds.merchantId, suite.merchantId()), eq(merchantNetworkIds.network, "visa")),
      );
    if (!row) throw new Error("the seed gave the merchant no Visa merchant id");
    visaMerchantId = row.id;
  });

  /** A member of `tierLevel` whose Visa card the network registered under a reference of its own. */
  async function memberWithRegisteredCard(tierLevel: number, linkedAt?: Date) {
    const { member, card } = await suite.memberWithCard(tierLevel, linkedAt);
    const reference = `visa-${randomUUID()}`;
    await suite
      .api()
      .testDb.db.update(cards)
      .set({ networkCardReference: reference })
      .where(eq(cards.id, card.id));
    return { member, card, reference };
  }

  /** A clearing of $80 on a Wednesday evening in New York, days ago, unless overridden. */
  function message(reference: string, overrides: Partial<NetworkMessage> = {}): NetworkMessage {
    return {
      network: "visa",
      networkTransactionId: `vt-${randomUUID()}`,
      messageType: "clearing",
      originalNetworkTransactionId: null,
      cardReference: reference,
      networkMerchantId: visaMerchantId,
      amountCents: 8_000,
      currency: "USD",
      localDate: "2026-01-14",
      localTime: "19:30",
      ...overrides,
    };
  }

  async function send(...messages: NetworkMessage[]) {
    const response = await suite.post({ batchId: `nb-${randomUUID()}`, messages });
    expect(response.status).toBe(200);
    return answer(response, networkIngestionResultSchema);
  }

  async function storedMessages(reference: string) {
    return suite
      .api()
      .testDb.db.select()
      .from(networkTransactions)
      .where(eq(networkTransactions.cardReference, reference));
  }

  return {
    ...suite,
    /** The seed's Visa merchant id of the merchant that earns every day. */
    visaMerchantId: () => visaMerchantId,
    memberWithRegisteredCard,
    message,
    send,
    storedMessages,
  };
}
