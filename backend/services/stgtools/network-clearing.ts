import "server-only";
import { randomUUID } from "node:crypto";
import { and, desc, eq, isNotNull, isNull } from "drizzle-orm";
import type { Db } from "@/backend/db/client";
import { cards, members, merchantNetworkIds, merchants, networkTransactions } from "@/backend/db/schema";
import { cardEarnsAfterMs } from "@/backend/engine/base-award";
import { ingestNetworkBatch } from "@/backend/engine/ingest-network-batch";
import { zonedTimeToInstant } from "@/shared/rules/zoned-time";
import { networkOfCardType, type CardNetworkName } from "@/shared/contracts/network-feed-values";
import type { NetworkClearingForm, NetworkItemResult, NetworkMessage } from "@/shared/contracts/network-feed";

export type NetworkFeedOutcome =
  | { readonly kind: "sent"; readonly networkTransactionId: string; readonly result: NetworkItemResult }
  | { readonly kind: "invalid"; readonly fields: Partial<Record<keyof NetworkClearingForm, string>> };

/** The member's newest card its network knows: where a meal of theirs is charged. */
async function registeredCard(db: Db, partnerCode: string, email: string) {
  const [card] = await db
    .select({
      id: cards.id,
      createdAt: cards.createdAt,
      cardType: cards.cardType,
      reference: cards.networkCardReference,
    })
    .from(cards)
    .innerJoin(members, eq(members.id, cards.memberId))
    .where(
      and(
        eq(members.partnerCode, partnerCode),
        eq(members.email, email),
        isNull(cards.deletedAt),
        isNotNull(cards.networkCardReference),
      ),
    )
    .orderBy(desc(cards.createdAt))
    .limit(1);
  return card?.reference
    ? { ...card, network: networkOfCardType[card.cardType], reference: card.reference }
    : null;
}

async function networkMerchantId(db: Db, merchantId: string, network: CardNetworkName) {
  const [row] = await db
    .select({ id: merchantNetworkIds.networkMerchantId })
    .from(merchantNetworkIds)
    .where(and(eq(merchantNetworkIds.merchantId, merchantId), eq(merchantNetworkIds.network, network)));
  return row?.id ?? null;
}

/**
 * The staging tools' "Send a clearing" (decision 0061): the meal as the member's card network
 * sends it, an authorization and its clearing, through the engine's own ingestion, so it is
 * matched, awarded, noticed and settled like any other. Answers the clearing's outcome and its
 * network id, which "Refund it" names.
 */
export async function sendNetworkClearing(
  db: Db,
  partnerCode: string,
  form: NetworkClearingForm,
): Promise<NetworkFeedOutcome> {
  const card = await registeredCard(db, partnerCode, form.email);
  if (!card)
    return {
      kind: "invalid",
      fields: { email: "No member of this program with this email has a card registered with its network" },
    };
  const merchant = await networkMerchantId(db, form.merchantId, card.network);
  if (!merchant)
    return {
      kind: "invalid",
      fields: { merchantId: `No merchant with this id is known to ${card.network}` },
    };
  // As "Record a dine" does (backend/ingestion/stage-dine.ts): a test member who linked a card
  // minutes ago can dine "today" (test data only: the tools never exist in production).
  if (form.cardLinkedInTime) {
    const [where] = await db
      .select({ timeZone: merchants.timeZone })
      .from(merchants)
      .where(eq(merchants.id, form.merchantId));
    const mealDate = zonedTimeToInstant(form.date, form.time, where?.timeZone ?? "UTC");
    if (mealDate.getTime() - card.createdAt.getTime() < cardEarnsAfterMs)
      await db
        .update(cards)
        .set({ createdAt: new Date(mealDate.getTime() - cardEarnsAfterMs - 3_600_000) })
        .where(eq(cards.id, card.id));
  }
  const run = randomUUID();
  const meal = {
    network: card.network,
    cardReference: card.reference,
    networkMerchantId: merchant,
    currency: "USD",
    localDate: form.date,
    localTime: `${form.time}:00`,
  } as const;
  const authorization: NetworkMessage = {
    ...meal,
    networkTransactionId: `stg-auth-${run}`,
    messageType: "authorization",
    originalNetworkTransactionId: null,
    amountCents: form.amount,
  };
  const clearing: NetworkMessage = {
    ...meal,
    networkTransactionId: `stg-clear-${run}`,
    messageType: "clearing",
    originalNetworkTransactionId: authorization.networkTransactionId,
    amountCents: form.amount,
  };
  const { items } = await ingestNetworkBatch(db, {
    batchId: `stgtools-${run}`,
    messages: [authorization, clearing],
  });
  const result = items[1];
  if (!result) throw new Error("The feed answered no item for the clearing");
  return { kind: "sent", networkTransactionId: clearing.networkTransactionId, result };
}

/**
 * The staging tools' "Refund it": the restaurant returns the whole meal the clearing charged, as
 * the network sends it, today (decision 0061: within the partner's window it reverses the award).
 */
export async function sendNetworkRefund(
  db: Db,
  networkTransactionId: string,
  today: string,
): Promise<NetworkFeedOutcome | { readonly kind: "unknown" }> {
  const [clearing] = await db
    .select()
    .from(networkTransactions)
    .where(
      and(
        eq(networkTransactions.networkTransactionId, networkTransactionId),
        eq(networkTransactions.messageType, "clearing"),
      ),
    );
  if (!clearing) return { kind: "unknown" };
  const refund: NetworkMessage = {
    network: clearing.network,
    networkTransactionId: `stg-refund-${randomUUID()}`,
    messageType: "refund",
    originalNetworkTransactionId: clearing.networkTransactionId,
    cardReference: clearing.cardReference,
    networkMerchantId: clearing.networkMerchantId,
    amountCents: clearing.amountCents,
    currency: clearing.currency,
    localDate: today,
    localTime: "12:00:00",
  };
  const { items } = await ingestNetworkBatch(db, { batchId: `stgtools-${randomUUID()}`, messages: [refund] });
  const result = items[0];
  if (!result) throw new Error("The feed answered no item for the refund");
  return { kind: "sent", networkTransactionId: refund.networkTransactionId, result };
}
