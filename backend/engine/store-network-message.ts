import "server-only";
import type { Db } from "@/backend/db/database";
import { networkTransactions } from "@/backend/db/schema";
import type { NetworkMessage } from "@/shared/contracts/network-feed";
import type { Match } from "./match-network-messages";

/**
 * Keeps one network message as it came in, with its match (decision 0061). Idempotent by the
 * network's transaction id: a message stored before (by the endpoint or a settlement file, or
 * by a concurrent batch, which waits on the unique index) stores nothing and answers null.
 */
export async function storeNetworkMessage(
  tx: Db,
  message: NetworkMessage,
  match: Match,
  batchId: string,
): Promise<string | null> {
  const [row] = await tx
    .insert(networkTransactions)
    .values({
      network: message.network,
      networkTransactionId: message.networkTransactionId,
      messageType: message.messageType,
      originalNetworkTransactionId: message.originalNetworkTransactionId,
      cardReference: message.cardReference,
      networkMerchantId: message.networkMerchantId,
      amountCents: message.amountCents,
      currency: message.currency,
      localDate: message.localDate,
      localTime: message.localTime,
      matchStatus: match.matched ? "matched" : "unmatched",
      unmatchedReason: match.matched ? null : match.reason,
      partnerCode: match.card?.partnerCode ?? null,
      cardId: match.card?.id ?? null,
      merchantId: match.merchant?.id ?? null,
      batchId,
    })
    .onConflictDoNothing()
    .returning({ id: networkTransactions.id });
  return row?.id ?? null;
}
