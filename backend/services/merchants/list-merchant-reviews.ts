import "server-only";
import type { Db } from "@/backend/db/client";
import { findMerchant } from "@/backend/db/queries/merchants";
import {
  merchantReviewsPageSize,
  reviewPageCount,
  type MerchantReviewsPage,
} from "@/shared/contracts/merchant-reviews";

/**
 * One page of a listed merchant's reviews, newest first (they are stored in that order); null
 * for an unknown or removed merchant. A page past the last is empty, with the totals, so a
 * client that asks one page too many learns where the end is.
 */
export async function listMerchantReviews(
  db: Db,
  input: { merchantId: string; page: number },
): Promise<MerchantReviewsPage | null> {
  const row = await findMerchant(db, { merchantId: input.merchantId });
  if (!row) return null;
  const start = (input.page - 1) * merchantReviewsPageSize;
  return {
    reviews: row.reviews.slice(start, start + merchantReviewsPageSize),
    page: input.page,
    pageSize: merchantReviewsPageSize,
    totalReviews: row.reviews.length,
    totalPages: reviewPageCount(row.reviews.length),
  };
}
