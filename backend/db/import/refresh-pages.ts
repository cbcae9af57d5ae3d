// Used by `npm run db:import-merchants` under tsx, so no "server-only" guard here.
import { maxTagsPerRevalidate, merchantCacheTag, type CacheTag } from "@/shared/contracts/operations";

/**
 * The cache tags an import of these merchants must expire: each merchant's page and data, and the
 * sitemap files that list them (docs/decisions/0035).
 */
export function importedMerchantTags(merchantIds: readonly string[]): CacheTag[] {
  return ["merchant-list", ...merchantIds.map(merchantCacheTag)];
}

export interface RefreshTarget {
  /** A web instance's base URL (REVALIDATE_URL): Next's page cache lives in that process. */
  readonly url: string;
  /** OPERATIONS_TOKEN, which the instance checks. */
  readonly token: string;
  /** Stands in for the network in tests (the app's own `request`). */
  readonly fetch?: (input: string, init: RequestInit) => Promise<Response>;
}

/**
 * Asks the web server to expire the imported merchants' pages (POST /api/Operations/Revalidate,
 * which calls Next's revalidateTag in-process), in calls of at most 500 tags. The import runs in
 * a process of its own, where Next's cache cannot be reached directly. Throws on the first
 * refusal, naming its status: the data is imported either way, only the pages wait for the hour.
 */
export async function refreshMerchantPages(
  target: RefreshTarget,
  merchantIds: readonly string[],
): Promise<number> {
  const send = target.fetch ?? fetch;
  const tags = importedMerchantTags(merchantIds);
  const endpoint = new URL("/api/Operations/Revalidate", target.url).toString();
  for (let start = 0; start < tags.length; start += maxTagsPerRevalidate) {
    const response = await send(endpoint, {
      method: "POST",
      headers: { authorization: `Bearer ${target.token}`, "content-type": "application/json" },
      body: JSON.stringify({ tags: tags.slice(start, start + maxTagsPerRevalidate) }),
    });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`Refreshing pages failed: ${String(response.status)} from ${endpoint}`);
  }
  return tags.length;
}
