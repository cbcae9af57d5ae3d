import { pageCacheGlobalKey, type PageCache } from "@/lib/server/page-cache.mjs";

/**
 * Empties the page cache of this process's server (scripts/serve.mjs), so a revalidated page is
 * rendered afresh on its next request. A no-op under `next dev`, which runs no such cache. Other
 * instances keep their copies for at most PAGE_CACHE_SECONDS (docs/decisions/0037).
 */
export function purgePageCache(): void {
  const holder = globalThis as { [pageCacheGlobalKey]?: PageCache };
  holder[pageCacheGlobalKey]?.purge();
}
