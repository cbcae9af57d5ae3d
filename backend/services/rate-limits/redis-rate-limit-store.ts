import "server-only";
import { RateLimiterRedis } from "rate-limiter-flexible";
import { redisOperation, type SharedRedis } from "../shared-state/redis-client";
import type { RateLimitStore } from "./rate-limit-store";

/** Key prefix of the counters, so they never meet the page cache's keys in one Redis. */
const defaultKeyPrefix = "rewards:rate-limit";

/**
 * One hit back, in one atomic step: only into a window that still exists (an ended one has
 * expired away) and never below zero. DECR keeps the key's time to live.
 */
const releaseScript = `local hits = tonumber(redis.call('get', KEYS[1]) or '0')
if hits and hits > 0 then redis.call('decr', KEYS[1]) end
return 0`;

/** The store's name in the log. */
const store = "rate limits";

/**
 * Rate-limit windows in Redis (REDIS_URL), counted by rate-limiter-flexible's atomic
 * increment-with-expiry script: every instance counts into one window. The limiter only counts
 * here; the caller compares with its own limit, so one limiter per window length serves every
 * limit of that length. Suites sharing one Redis pass a prefix of their own. Each call answers
 * within the shared deadline or fails with RedisUnavailableError: the caller refuses the request
 * then (fail closed), never lets it through.
 */
export function redisRateLimitStore(client: SharedRedis, keyPrefix = defaultKeyPrefix): RateLimitStore {
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
    async release(key) {
      // Every limiter with this prefix names a key alike, whatever its window length. The
      // expiry stays as it is, so the window ends when it would have.
      await redisOperation(store, () => client.eval(releaseScript, { keys: [limiterFor(1000).getKey(key)] }));
    },
  };
}
