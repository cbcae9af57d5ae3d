import "server-only";
import { and, eq, gt, inArray, isNotNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { transactions } from "@/backend/db/schema";

const reversal = alias(transactions, "reversal");

/**
 * What a refund took back from the meal: the sum of its reversals, whose source ids begin with
 * `refund:<the meal's source id>:` (backend/engine/award-source-id.ts, reversalSourceId).
 */
const reversed = sql`coalesce((select sum(${reversal.benefitAmount}) from ${reversal} where ${and(
  eq(reversal.partnerCode, transactions.partnerCode),
  eq(reversal.memberId, transactions.memberId),
  isNotNull(reversal.ingestionBatchId),
  eq(reversal.transactionType, "A"),
  eq(reversal.notEarnedReason, "refunded"),
)} and left(${reversal.sourceTransactionId}, length(${transactions.sourceTransactionId}) + 8) = 'refund:' || ${transactions.sourceTransactionId} || ':'), 0)`;

/**
 * A meal that counts toward a bonus condition (decision 0065): an ingested meal of the engine's
 * (seeded rows are a picture of a history, not events) that earned something, pending or
 * settled, and that a refund has not taken back in full. Forfeit and Deferred meals earned
 * nothing and are no dine, as for the reservation bonus (decision 0032).
 */
export const countedMeal = and(
  isNotNull(transactions.ingestionBatchId),
  eq(transactions.recordType, "transaction"),
  inArray(transactions.transactionType, ["S", "M"]),
  inArray(transactions.awardStatus, ["Pending", "Awarded", "Paid"]),
  gt(transactions.benefitAmount, 0),
  sql`${transactions.benefitAmount} + ${reversed} > 0`,
);
