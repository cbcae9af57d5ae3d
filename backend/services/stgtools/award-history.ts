import "server-only";
import { and, asc, eq, or, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/backend/db/client";
import { transactions } from "@/backend/db/schema";
import type { AwardHistoryView } from "@/shared/contracts/award-history";
import { readAwardHistory } from "../../engine/read-award-history";

const isUuid = (value: string) => z.uuid().safeParse(value).success;

/**
 * The staging tools' award history (decision 0063): one award of the partner, named by its id
 * or by its source transaction id, with its life in order, for support to read. Read-only, and
 * scoped by the partner: another partner's award is not found. Null when there is none.
 */
export async function supportAwardHistory(
  db: Db,
  { partnerCode, lookup }: { readonly partnerCode: string; readonly lookup: string },
): Promise<AwardHistoryView | null> {
  const [award] = await db
    .select()
    .from(transactions)
    .where(
      and(
        eq(transactions.partnerCode, partnerCode),
        eq(transactions.recordType, "transaction"),
        isUuid(lookup)
          ? or(eq(transactions.id, lookup), eq(transactions.sourceTransactionId, lookup))
          : eq(transactions.sourceTransactionId, lookup),
      ),
    )
    // An ingested row first: only they are unique by source id, and only they have a history.
    .orderBy(sql`${transactions.ingestionBatchId} is null`, asc(transactions.createdAt))
    .limit(1);
  if (!award) return null;
  const history = await readAwardHistory(db, { partnerCode, transactionId: award.id });
  return {
    award: {
      id: award.id,
      sourceTransactionId: award.sourceTransactionId,
      date: award.date.toISOString(),
      merchantId: award.merchantId,
      transactionType: award.transactionType,
      awardStatus: award.awardStatus,
      benefitAmount: award.benefitAmount,
      uncappedAmount: award.uncappedAmount,
      cappedBy: award.cappedBy,
      notEarnedReason: award.notEarnedReason,
    },
    history: history.map((step) => ({ ...step, changedAt: step.changedAt.toISOString() })),
  };
}
