import "client-only";
import type { MerchantReviewsPage } from "@/shared/contracts/merchant-reviews";
import { getJson, serverChecked } from "./http";

/** One page of a merchant's reviews, newest first (page 1 is the one the merchant page draws). */
export function fetchMerchantReviews(
  merchantId: string,
  page: number,
  signal?: AbortSignal,
): Promise<MerchantReviewsPage> {
  return getJson(
    `/api/merchants/${encodeURIComponent(merchantId)}/reviews?page=${String(page)}`,
    serverChecked<MerchantReviewsPage>(),
    signal,
  );
}
