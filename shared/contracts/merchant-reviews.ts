import { z } from "zod";
import { merchantReviewSchema } from "./merchants";
import { queryInteger } from "./text";

/**
 * Reviews come in pages of this many, newest first: the merchant page draws the first page on the
 * server and a small island fetches the next ones (docs/decisions/0066).
 */
export const merchantReviewsPageSize = 3;

/** The last page a client may ask for: no merchant keeps more reviews than this covers. */
const lastReviewsPage = 1_000;

/** GET /api/merchants/{merchantId}/reviews query: which page (1 is the newest reviews). */
export const merchantReviewsQuerySchema = z.object({
  page: queryInteger("page", 1, lastReviewsPage, { min: "page starts at 1" }).default(1),
});

/** GET /api/merchants/{merchantId}/reviews answer: one page, and how many there are in all. */
export const merchantReviewsPageSchema = z.object({
  reviews: z.array(merchantReviewSchema),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  totalReviews: z.number().int().nonnegative(),
  totalPages: z.number().int().nonnegative(),
});
export type MerchantReviewsPage = z.infer<typeof merchantReviewsPageSchema>;

/** How many pages `total` reviews fill. */
export function reviewPageCount(total: number): number {
  return Math.ceil(total / merchantReviewsPageSize);
}
