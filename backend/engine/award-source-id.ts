import type { NetworkMessageType } from "@/shared/contracts/network-feed-values";

/**
 * The source id of the award a network message stands for (decision 0061): a meal is named by
 * its authorization when the clearing refers to one, else by the clearing itself. So an
 * authorization that clears later, or clears twice, names one award, and the unique source id
 * among ingested rows (transactions_ingested_source_uq) makes it award once.
 */
export function awardSourceId(message: {
  readonly network: string;
  readonly messageType: NetworkMessageType;
  readonly networkTransactionId: string;
  readonly originalNetworkTransactionId: string | null;
}): string {
  const meal =
    message.messageType === "clearing"
      ? (message.originalNetworkTransactionId ?? message.networkTransactionId)
      : message.networkTransactionId;
  return `network:${message.network}:${meal}`;
}

/** The source id of a refund's reversal: under its award's, so the reversals of one award are found together. */
export function reversalSourceId(awardSource: string, refundNetworkTransactionId: string): string {
  return `refund:${awardSource}:${refundNetworkTransactionId}`;
}
