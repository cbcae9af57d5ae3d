import { merchantSearchParamKeys, type MerchantSearchParams } from "@/shared/contracts/merchant-values";

/**
 * The string form of a merchant search (public-and-shared §7): the same string serves the API
 * query (lib/client/api/merchant-search searchMerchants) and the /search page URL, so a search is
 * shareable as is.
 */

/** "a=1&b=2" with undefined and blank fields dropped; no leading "?". */
export function toSearchQueryString(params: MerchantSearchParams): string {
  const query = new URLSearchParams();
  for (const key of merchantSearchParamKeys) {
    const value = params[key]?.trim();
    if (value) query.set(key, value);
  }
  return query.toString();
}

/** The search fields of a URL's query (unknown keys and blank values ignored). */
export function fromUrlSearchParams(searchParams: Pick<URLSearchParams, "get">): MerchantSearchParams {
  const params: MerchantSearchParams = {};
  for (const key of merchantSearchParamKeys) {
    const value = searchParams.get(key)?.trim();
    if (value) params[key] = value;
  }
  return params;
}
