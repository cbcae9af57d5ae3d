import "server-only";
import { unstable_cache } from "next/cache";
import { inProcess } from "@/backend/services/in-process";
import {
  AmbiguousLocationError,
  MissingCoordinatesError,
  UnknownLocationError,
} from "@/backend/services/merchants/resolve-search-location";
import {
  merchantSearchQuerySchema,
  merchantSearchResponseSchema,
  type MerchantSearchParams,
} from "@/shared/contracts/merchants";
import { placeNeed, type FirstSearchPage } from "@/shared/merchants/search-place";
import { toSearchQueryString } from "@/shared/merchants/search-query-string";
import type { Partner } from "@/partners/registry";
import { merchantsCacheTag } from "./merchant-detail";

/**
 * The first page of a search for the /search page's server render, so the results are in the
 * HTML (nothing shifts when they arrive, and they work before any script). Anonymous, like the
 * API answer shared caches keep for a minute (backend/routes/merchants.ts): a member's
 * favourites are read again in the browser.
 */

/** A minute per partner and query string, as long as shared caches keep the API's answer. */
const cachedSearch = unstable_cache(
  async (partnerCode: string, queryString: string): Promise<unknown> => {
    const query = merchantSearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(queryString)));
    try {
      return await inProcess.searchMerchants(partnerCode, query);
    } catch (error) {
      // The visitor's place is unknown or ambiguous: the browser's own call shows the message.
      if (
        error instanceof UnknownLocationError ||
        error instanceof AmbiguousLocationError ||
        error instanceof MissingCoordinatesError
      ) {
        return null;
      }
      throw error;
    }
  },
  ["merchant-search"],
  { revalidate: 60, tags: [merchantsCacheTag] },
);

/**
 * The answer to a URL's search when the server can give it: the URL names a place (a bare
 * /search waits for the browser's position or last search), the fields are valid, and it is
 * not the member's favourites. Null otherwise; the browser then searches as before.
 */
export async function loadFirstSearchPage(
  partner: Partner,
  params: MerchantSearchParams,
): Promise<FirstSearchPage | null> {
  if (placeNeed(params) !== "ready" || params.favorites === "true") return null;
  if (!merchantSearchQuerySchema.safeParse(params).success) return null;
  const queryString = toSearchQueryString(params);
  const raw = await cachedSearch(partner.effective.code, queryString);
  return raw === null ? null : { queryString, answer: merchantSearchResponseSchema.parse(raw) };
}
