import "server-only";
import { and, eq, isNotNull, sql, sum } from "drizzle-orm";
import type { Db } from "@/backend/db/database";
import { networkTransactions, transactions } from "@/backend/db/schema";
import type { NetworkMessage, refundOutcomes } from "@/shared/contracts/network-feed";
import { restaurantDay } from "@/shared/rules/zoned-time";
import { getPartner } from "@/partners/registry";
import { awardSourceId, reversalSourceId } from "./award-source-id";
import type { Match } from "./match-network-messages";
import { recordAwardTransitions } from "./record-award-transitions";

export interface RefundResult {
  readonly outcome: (typeof refundOutcomes)[number];
  /** The reversal posted: negative, or 0 when nothing was reversed. */
  readonly benefitAmount: number;
}

const dayMs = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / dayMs);

/**
 * A matched refund takes back what the meal it returns earned (decision 0061): a negative
 * adjustment (source A) with the reason "refunded", in proportion to the amount refunded, never
 * more in all than the award, and only when the refund's local date is within the partner's
 * refundReversalDays of the meal's. The award row is locked first, so two refunds of one meal at
 * once reverse in turn; a refund replayed is a duplicate by its own source id.
 */
export async function reverseRefund(
  tx: Db,
  message: NetworkMessage,
  match: Extract<Match, { matched: true }>,
  stored: { readonly id: string; readonly batchId: string },
): Promise<RefundResult> {
  const nothing: RefundResult = { outcome: "nothing_to_reverse", benefitAmount: 0 };
  const partner = getPartner(match.card.partnerCode)?.effective;
  if (!partner || !message.originalNetworkTransactionId) return nothing;
  const [original] = await tx
    .select({
      network: networkTransactions.network,
      messageType: networkTransactions.messageType,
      networkTransactionId: networkTransactions.networkTransactionId,
      originalNetworkTransactionId: networkTransactions.originalNetworkTransactionId,
    })
    .from(networkTransactions)
    .where(
      and(
        eq(networkTransactions.network, message.network),
        eq(networkTransactions.networkTransactionId, message.originalNetworkTransactionId),
      ),
    );
  if (!original || original.messageType === "refund") return nothing;
  const awardSource = awardSourceId(original);
  const [award] = await tx
    .select({
      id: transactions.id,
      memberId: transactions.memberId,
      date: transactions.date,
      benefitAmount: transactions.benefitAmount,
      ticketAmountCents: transactions.ticketAmountCents,
      awardStatus: transactions.awardStatus,
    })
    .from(transactions)
    .where(
      and(
        eq(transactions.partnerCode, match.card.partnerCode),
        eq(transactions.sourceTransactionId, awardSource),
        isNotNull(transactions.ingestionBatchId),
      ),
    )
    .for("update");
  // Only the member's own meal that earned something has anything to take back.
  if (!award || award.memberId !== match.card.memberId || award.benefitAmount <= 0) return nothing;
  const mealDay = restaurantDay(award.date, match.merchant.timeZone).date;
  if (daysBetween(mealDay, message.localDate) > partner.refundReversalDays)
    return { outcome: "outside_window", benefitAmount: 0 };

  const prefix = reversalSourceId(awardSource, "");
  const [reversed] = await tx
    .select({ total: sum(transactions.benefitAmount).mapWith(Number) })
    .from(transactions)
    .where(
      and(
        eq(transactions.partnerCode, match.card.partnerCode),
        isNotNull(transactions.ingestionBatchId),
        sql`left(${transactions.sourceTransactionId}, ${prefix.length}) = ${prefix}`,
      ),
    );
  const remaining = award.benefitAmount + (reversed?.total ?? 0);
  const share = Math.round(
    (award.benefitAmount * message.amountCents) / Math.max(award.ticketAmountCents, 1),
  );
  const amount = Math.min(remaining, share);
  if (amount <= 0) return nothing;
  // On the award's schedule: pending with a pending award, else settled and waiting to post.
  const reversalStatus = award.awardStatus === "Pending" ? "Pending" : "Awarded";
  const [reversal] = await tx
    .insert(transactions)
    .values({
      partnerCode: match.card.partnerCode,
      memberId: match.card.memberId,
      merchantId: match.merchant.id,
      cardId: match.card.id,
      recordType: "transaction",
      date: match.mealDate,
      ticketAmountCents: 0,
      benefitAmount: -amount,
      awardStatus: reversalStatus,
      notEarnedReason: "refunded",
      transactionType: "A",
      sourceTransactionId: reversalSourceId(awardSource, message.networkTransactionId),
      ingestionBatchId: stored.batchId,
      // Posting reverses at the partner only what it credited there (decision 0064).
      reversesTransactionId: award.id,
    })
    .onConflictDoNothing()
    .returning({ id: transactions.id });
  if (!reversal) return nothing;
  // The reversal's making, and on the award's own history the refund that took from it
  // (its status unchanged): the award's life shows why it is worth less (decision 0063).
  const refunded = { partnerCode: match.card.partnerCode, reason: "refunded", actor: "refund" } as const;
  await recordAwardTransitions(tx, [
    { ...refunded, transactionId: reversal.id, fromStatus: null, toStatus: reversalStatus },
    { ...refunded, transactionId: award.id, fromStatus: award.awardStatus, toStatus: award.awardStatus },
  ]);
  await tx
    .update(networkTransactions)
    .set({ awardTransactionId: reversal.id })
    .where(eq(networkTransactions.id, stored.id));
  return { outcome: "reversed", benefitAmount: -amount };
}
