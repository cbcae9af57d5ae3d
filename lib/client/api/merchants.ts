import "client-only";
import { toSearchQueryString } from "@/lib/shared/merchants/search-query-string";
import {
  flexOfferSchema,
  merchantSearchResponseSchema,
  type FlexOffer,
  type MerchantSearchParams,
  type MerchantSearchResponse,
} from "@/lib/shared/contracts/merchants";
import { ApiError, getJson } from "./http";

/** The member's personal offer at a merchant, or null where there is none (404). */
export async function fetchFlexOffer(
  merchantId: string,
  publicId: string,
  signal?: AbortSignal,
): Promise<FlexOffer | null> {
  const path = `/api/merchants/${encodeURIComponent(merchantId)}/flex-offers/members/${encodeURIComponent(publicId)}`;
  try {
    return await getJson(path, flexOfferSchema, signal);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * One merchant search (GET /api/v2/Merchants/Search): the search page and the carousels. A
 * refused search throws ApiError with the API's field messages (a location it cannot place).
 */
export function searchMerchants(
  params: MerchantSearchParams,
  signal?: AbortSignal,
): Promise<MerchantSearchResponse> {
  const query = toSearchQueryString(params);
  return getJson(`/api/v2/Merchants/Search${query ? `?${query}` : ""}`, merchantSearchResponseSchema, signal);
}
