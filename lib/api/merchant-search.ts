import {
  merchantSearchQuerySchema,
  merchantSearchResponseSchema,
  type MerchantSearchParams,
  type MerchantSearchResponse,
} from "@/lib/contracts/merchants";
import { apiErrorSchema } from "@/lib/contracts/errors";

/**
 * Browser-side client of GET /api/v2/Merchants/Search (public-and-shared §7): the search page,
 * the discover carousel and anything else that lists merchants go through here. The same
 * string form serves the API query and the /search page URL, so a search is shareable as is.
 */
export type SearchParamKey = keyof MerchantSearchParams;

/** Every request field, in the order they appear in URLs (stable URLs make stable cache keys). */
export const searchParamKeys = Object.keys(merchantSearchQuerySchema.shape) as SearchParamKey[];

/** "a=1&b=2" with undefined and blank fields dropped; no leading "?". */
export function toSearchQueryString(params: MerchantSearchParams): string {
  const query = new URLSearchParams();
  for (const key of searchParamKeys) {
    const value = params[key]?.trim();
    if (value) query.set(key, value);
  }
  return query.toString();
}

/** The search fields of a URL's query (unknown keys and blank values ignored). */
export function fromUrlSearchParams(searchParams: Pick<URLSearchParams, "get">): MerchantSearchParams {
  const params: MerchantSearchParams = {};
  for (const key of searchParamKeys) {
    const value = searchParams.get(key)?.trim();
    if (value) params[key] = value;
  }
  return params;
}

/** A failed search: the HTTP status, the API's message and its per-field messages (location...). */
export class MerchantSearchError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fields: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = "MerchantSearchError";
  }
}

async function errorFrom(response: Response): Promise<MerchantSearchError> {
  try {
    const parsed = apiErrorSchema.safeParse(await response.json());
    if (parsed.success)
      return new MerchantSearchError(parsed.data.error, response.status, parsed.data.fields);
  } catch {
    // Not JSON: fall back to the status text, as the spec's client does.
  }
  return new MerchantSearchError(response.statusText || `HTTP ${response.status}`, response.status);
}

/** Runs one search; rejects with MerchantSearchError on a non-OK answer. */
export async function fetchMerchantSearch(
  params: MerchantSearchParams,
  signal?: AbortSignal,
): Promise<MerchantSearchResponse> {
  const query = toSearchQueryString(params);
  const response = await fetch(`/api/v2/Merchants/Search${query ? `?${query}` : ""}`, {
    credentials: "same-origin",
    headers: { accept: "application/json" },
    signal,
  });
  if (!response.ok) throw await errorFrom(response);
  return merchantSearchResponseSchema.parse(await response.json());
}
