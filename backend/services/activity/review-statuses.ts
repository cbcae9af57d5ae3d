import "server-only";
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import type { Db } from "@/backend/db/client";
import { transactionReviews, transactions } from "@/backend/db/schema";
import type { ReviewStatus } from "@/shared/contracts/activity";

/**
 * Whether each of the member's transactions has a completed review (GET /api/reviews/status).
 * Ids that are not the member's own are left out of the answer, as if they did not exist.
 */
export async function reviewStatuses(
  db: Db,
  { partnerCode, memberId, ids }: { partnerCode: string; memberId: string; ids: readonly string[] },
): Promise<ReviewStatus[]> {
  const rows = await db
    .select({ id: transactions.id, completed: isNotNull(transactionReviews.transactionId) })
    .from(transactions)
    .leftJoin(transactionReviews, eq(transactionReviews.transactionId, transactions.id))
    .where(
      and(
        eq(transactions.partnerCode, partnerCode),
        eq(transactions.memberId, memberId),
        eq(transactions.recordType, "transaction"),
        inArray(transactions.id, [...new Set(ids)]),
      ),
    );
  // The answer keeps the order the ids were asked in.
  const byId = new Map(rows.map((row) => [row.id, Boolean(row.completed)]));
  return [...new Set(ids)].flatMap((id) => {
    const completed = byId.get(id);
    return completed === undefined ? [] : [{ id, completed }];
  });
}
