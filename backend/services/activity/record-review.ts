import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/backend/db/client";
import { members, transactionReviews, transactions } from "@/backend/db/schema";
import type { ReviewCompleted } from "@/shared/contracts/activity";

/**
 * Records a review the survey provider reports as completed (POST /api/reviews/completed). The
 * transaction must be a dining transaction of the member the family id names, on this partner;
 * a second report for the same transaction updates the first (the provider may resend, or add
 * the restaurant's response later). Answers false when no such transaction exists.
 */
export async function recordReview(
  db: Db,
  { partnerCode, review }: { partnerCode: string; review: ReviewCompleted },
): Promise<boolean> {
  const [owned] = await db
    .select({ id: transactions.id, memberId: transactions.memberId })
    .from(transactions)
    .innerJoin(members, eq(members.id, transactions.memberId))
    .where(
      and(
        eq(transactions.partnerCode, partnerCode),
        eq(transactions.id, review.transactionId),
        eq(transactions.recordType, "transaction"),
        eq(members.familyId, review.familyId),
      ),
    );
  if (!owned) return false;
  const values = {
    rating: review.rating,
    comment: review.comment,
    managementResponse: review.managementResponse,
    completedAt: review.completedAt ? new Date(review.completedAt) : new Date(),
  };
  await db
    .insert(transactionReviews)
    .values({ transactionId: owned.id, partnerCode, memberId: owned.memberId, ...values })
    .onConflictDoUpdate({ target: transactionReviews.transactionId, set: values });
  return true;
}
