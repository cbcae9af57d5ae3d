import "server-only";
import { and, eq, isNotNull, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

interface TransactionColumns {
  readonly partnerCode: AnyPgColumn;
  readonly memberId: AnyPgColumn;
  readonly sourceTransactionId: AnyPgColumn;
  readonly ingestionBatchId: AnyPgColumn;
  readonly transactionType: AnyPgColumn;
  readonly notEarnedReason: AnyPgColumn;
}

/**
 * SQL that holds when `reversal` is a refund's reversal of the meal `meal` (decision 0061): an
 * ingested adjustment of the same member whose source id is `refund:<the meal's source id>:<refund
 * id>` (backend/engine/award-source-id.ts, reversalSourceId).
 */
export function reversesMeal(reversal: TransactionColumns, meal: TransactionColumns): SQL {
  return sql`${and(
    eq(reversal.partnerCode, meal.partnerCode),
    eq(reversal.memberId, meal.memberId),
    isNotNull(reversal.ingestionBatchId),
    isNotNull(meal.ingestionBatchId),
    eq(reversal.transactionType, "A"),
    eq(reversal.notEarnedReason, "refunded"),
  )} and left(${reversal.sourceTransactionId}, length(${meal.sourceTransactionId}) + 8) = 'refund:' || ${meal.sourceTransactionId} || ':'`;
}
