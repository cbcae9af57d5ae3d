import "server-only";
import { RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { redisOperation, type SharedRedis } from "../shared-state/redis-client";
import type { RateLimitStore } from "./rate-limit-store";

/** Key prefix of the counters, so they never meet the page cache's keys in one Redis. */
const keyPrefix = "rewards:rate-limit";

/** The store's name in the log. */
const store = "rate limits";

/**
 * Rate-limit windows in Redis (REDIS_URL), counted by rate-limiter-flexible's atomic
 * increment-with-expiry script: every instance counts into one window. The limiter only counts
 * here; the caller compares with its own limit, so one limiter per window length serves every
 * limit of that length. Each call answers within the shared deadline or fails with
 * RedisUnavailableError: the caller refuses the request then (fail closed), never lets it through.
 */
export function redisRateLimitStore(client: SharedRedis): RateLimitStore {
  const limiters = new Map<number, RateLimiterRedis>();
  const limiterFor = (windowMs: number): RateLimiterRedis => {
    let limiter = limiters.get(windowMs);
    if (!limiter) {
      limiter = new RateLimiterRedis({
        storeClient: client,
        useRedisPackage: true,
        keyPrefix,
        points: Number.MAX_SAFE_INTEGER,
        // Redis expires in whole seconds; a window is never shorter than one.
        duration: Math.max(1, Math.ceil(windowMs / 1000)),
      });
      limiters.set(windowMs, limiter);
    }
    return limiter;
  };
  return {
    async hit(key, windowMs, now) {
      const counted = await redisOperation(store, () => limiterFor(windowMs).consume(key, 1));
      return { count: counted.consumedPoints, resetAt: now + counted.msBeforeNext };
    },
    async peek(key, now) {
      // Reading needs no window length: every limiter with this prefix reads the same key.
      const counted = await redisOperation(store, () => limiterFor(1000).get(key));
      return counted instanceof RateLimiterRes && counted.msBeforeNext > 0
        ? { count: counted.consumedPoints, resetAt: now + counted.msBeforeNext }
        : { count: 0, resetAt: now };
    },
  };
}
