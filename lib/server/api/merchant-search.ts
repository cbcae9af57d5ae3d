import "server-only";
import { unstable_cache } from "next/cache";
import { getDb } from "@/backend/db/client";
import {
  AmbiguousLocationError,
  MissingCoordinatesError,
  UnknownLocationError,
} from "@/backend/services/merchants/resolve-search-location";
import { searchMerchants } from "@/backend/services/merchants/search-merchants";
import {
  merchantSearchQuerySchema,
  merchantSearchResponseSchema,
  type MerchantSearchParams,
} from "@/lib/shared/contracts/merchants";
import { placeNeed, type FirstSearchPage } from "@/lib/shared/merchants/search-place";
import { toSearchQueryString } from "@/lib/shared/merchants/search-query-string";
import { env } from "@/lib/server/env";
import { getPartner, type Partner } from "@/partners/registry";
import { merchantsCacheTag } from "./merchant-detail";

/**
 * The first page of a search for the /search page's server render, so the results are in the
 * HTML (nothing shifts when they arrive, and they work before any script). Anonymous, like the
 * API answer shared caches keep for a minute (backend/routes/merchants.ts): a member's
 * favourites are read again in the browser.
 */

async function fetchRemote(apiUrl: string, partner: Partner, queryString: string): Promise<unknown> {
  const host = partner.config.hostnames[0] ?? partner.config.code;
  const url = new URL(`/api/v2/Merchants/Search?${queryString}`, apiUrl);
  const response = await fetch(url, { headers: { accept: "application/json", "x-forwarded-host": host } });
  if (!response.ok) {
    await response.body?.cancel();
    // A 400 is the visitor's input (an unknown place): the browser asks again and shows why.
    if (response.status === 400) return null;
    throw new Error(`Merchant search: ${response.status} ${response.statusText}`);
  }
  return response.json();
}

/** A minute per partner and query string, as long as shared caches keep the API's answer. */
const cachedSearch = unstable_cache(
  async (partnerCode: string, queryString: string): Promise<unknown> => {
    const partner = getPartner(partnerCode);
    if (!partner) return null;
    const apiUrl = env().REWARDS_API_URL;
    if (apiUrl) return fetchRemote(apiUrl, partner, queryString);
    const query = merchantSearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(queryString)));
    try {
      return await searchMerchants(await getDb(), { partnerCode, query });
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
