// Next's page and data cache (next.config.ts `cacheHandler`), loaded by Next at build and at run
// time outside the app's bundles, hence plain JavaScript. With REDIS_URL every instance reads and
// writes one cache in Redis, so `revalidateTag` on one instance reaches all of them; without it
// (one process, the embedded mode, and always while building) Next's own file-system cache
// serves exactly as it does with no handler configured. docs/decisions/0025.
import { CacheHandler } from "@fortedigital/nextjs-cache-handler";
import createRedisHandler from "@fortedigital/nextjs-cache-handler/redis-strings";
import { createClient } from "@redis/client";
import * as fileSystemCacheModule from "next/dist/server/lib/incremental-cache/file-system-cache.js";

const FileSystemCache = fileSystemCacheModule.default.default ?? fileSystemCacheModule.default;

/** Prefix of every cache key, so the cache never meets rate-limit counters in one Redis. */
const keyPrefix = "rewards:next-cache:";

/** True in the processes that share the Redis cache: serving (not building) with REDIS_URL set. */
function sharesRedis() {
  return Boolean(process.env.REDIS_URL) && process.env.NEXT_PHASE !== "phase-production-build";
}

// One connection per process, however many times Next constructs the handler (once per request).
const holder = globalThis;
CacheHandler.onCreation(() => {
  holder.__rewardsNextCache ??= (async () => {
    const client = createClient({ url: process.env.REDIS_URL, pingInterval: 10_000 });
    // Without a listener an error event ends the process; the client reconnects by itself.
    client.on("error", (error) => {
      console.warn(JSON.stringify({ level: "warn", msg: "Next cache: Redis error", error: String(error?.message ?? error) }));
    });
    await client.connect();
    return { handlers: [createRedisHandler({ client, keyPrefix, timeoutMs: 2_000 })] };
  })().catch((error) => {
    holder.__rewardsNextCache = undefined;
    throw error;
  });
  return holder.__rewardsNextCache;
});

export default class RewardsCacheHandler {
  constructor(context) {
    this.inner = sharesRedis() ? new CacheHandler(context) : new FileSystemCache(context);
  }

  get(...args) {
    return this.inner.get(...args);
  }

  set(...args) {
    return this.inner.set(...args);
  }

  revalidateTag(...args) {
    return this.inner.revalidateTag(...args);
  }

  resetRequestCache() {
    this.inner.resetRequestCache?.();
  }
}
