import "client-only";
import { queryOptions } from "@tanstack/react-query";
import { fetchMerchantReviews } from "@/lib/client/api/merchant-reviews";
import { merchantKeys } from "./keys";

/** One page of a merchant's reviews. */
export function merchantReviewsQuery(merchantId: string, page: number) {
  return queryOptions({
    queryKey: merchantKeys.reviews(merchantId, page),
    queryFn: ({ signal }) => fetchMerchantReviews(merchantId, page, signal),
    // Reviews change with an import, not while someone reads them: one read per visit.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
