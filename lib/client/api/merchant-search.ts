import "client-only";
import { toSearchQueryString } from "@/shared/merchants/search-query-string";
import type { MerchantSearchParams, MerchantSearchResponse } from "@/shared/contracts/merchants";
import { getJson, serverChecked } from "./http";

/**
 * One merchant search (GET /api/v2/Merchants/Search): the search page and the carousels. A
 * refused search throws ApiError with the API's field messages (a location it cannot place).
 */
export function searchMerchants(
  params: MerchantSearchParams,
  signal?: AbortSignal,
): Promise<MerchantSearchResponse> {
  const query = toSearchQueryString(params);
  return getJson(
    `/api/v2/Merchants/Search${query ? `?${query}` : ""}`,
    serverChecked<MerchantSearchResponse>(),
    signal,
  );
}
