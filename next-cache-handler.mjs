// Next's page and data cache (next.config.ts `cacheHandler`), loaded by Next at build and at run
// time outside the app's bundles, hence plain JavaScript. With REDIS_URL every instance reads and
// writes one cache in Redis, so `revalidateTag` on one instance reaches all of them; without it
// (one process, the embedded mode, and always while building) Next's own file-system cache
// serves exactly as it does with no handler configured. docs/decisions/0025.
//
// While Redis is down (never came up, or went away) this instance serves from the file-system
// cache instead, within one deadline (platform/redis-connection.mjs), and goes back to Redis
// by itself once it answers: pages keep being served, never waiting on Redis. docs/deploy.md.
import { CacheHandler } from "@fortedigital/nextjs-cache-handler";
import createRedisHandler from "@fortedigital/nextjs-cache-handler/redis-strings";
import { createClient } from "@redis/client";
import * as fileSystemCacheModule from "next/dist/server/lib/incremental-cache/file-system-cache.js";
import {
  connectInBackground,
  outageLog,
  redisClientOptions,
  redisDeadlineMs,
} from "./platform/redis-connection.mjs";

const FileSystemCache = fileSystemCacheModule.default.default ?? fileSystemCacheModule.default;

/** Prefix of every cache key, so the cache never meets rate-limit counters in one Redis. */
const keyPrefix = "rewards:next-cache:";

/** True in the processes that share the Redis cache: serving (not building) with REDIS_URL set. */
function sharesRedis() {
  return Boolean(process.env.REDIS_URL) && process.env.NEXT_PHASE !== "phase-production-build";
}

function logLine(level, msg, fields = {}) {
  const line = JSON.stringify({ level, message: msg, ...fields });
  if (level === "warn") console.warn(line);
  else console.info(line);
}

// One connection per process, however many times Next constructs the handler (once per request).
// It connects in the background: the fortedigital handler awaits onCreation before every first
// get, so a connection awaited there would hold every page for as long as Redis stays away.
const holder = globalThis;
function sharedCache() {
  holder.__rewardsNextCache ??= (() => {
    const client = createClient(redisClientOptions(process.env.REDIS_URL));
    return {
      client,
      connection: connectInBackground(client),
      handler: createRedisHandler({ client, keyPrefix, timeoutMs: redisDeadlineMs }),
      outages: outageLog("page cache", {
        warn: (msg, error) => logLine("warn", `${msg}, serving from the file-system cache`, { error }),
        info: (msg) => logLine("info", msg),
      }),
    };
  })();
  return holder.__rewardsNextCache;
}
CacheHandler.onCreation(() => ({ handlers: [sharedCache().handler] }));

/** Closes this process's Redis connection of the cache (tests; the process's end does it otherwise). */
export async function closeSharedCache() {
  const current = holder.__rewardsNextCache;
  holder.__rewardsNextCache = undefined;
  if (!current) return;
  if (current.client.isReady) await current.client.close();
  else current.client.destroy();
}

export default class RewardsCacheHandler {
  constructor(context) {
    this.files = new FileSystemCache(context);
    this.shared = sharesRedis() ? new CacheHandler(context) : undefined;
  }

  /** Redis's handler while Redis answers; else the file-system cache, decided within the deadline. */
  async #current() {
    if (!this.shared) return this.files;
    const cache = sharedCache();
    if (await cache.connection.ready(redisDeadlineMs)) {
      cache.outages.succeeded();
      return this.shared;
    }
    cache.outages.failed(cache.connection.lastError);
    return this.files;
  }

  async get(...args) {
    return (await this.#current()).get(...args);
  }

  async set(...args) {
    return (await this.#current()).set(...args);
  }

  async revalidateTag(...args) {
    // The file-system cache hears every refresh too, so what it kept is not served stale should
    // Redis go away later.
    await this.files.revalidateTag(...args);
    const current = await this.#current();
    if (current !== this.files) await current.revalidateTag(...args);
  }

  resetRequestCache() {
    this.shared?.resetRequestCache?.();
    this.files.resetRequestCache?.();
  }
}
