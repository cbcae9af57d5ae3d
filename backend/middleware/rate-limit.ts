import "server-only";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { HTTPException } from "hono/http-exception";
import { env } from "@/platform/env";
import type { AppEnv } from "../context";
import { countRateLimited } from "../metrics/registry";
import { keyedDigest } from "../security/keyed-digest";
import { clientAddressOf } from "../security/request-address";
import { databaseRateLimitStore } from "../services/rate-limits/database-rate-limit-store";
import { memoryRateLimitStore, type RateLimitStore } from "../services/rate-limits/rate-limit-store";
import { redisRateLimitStore } from "../services/rate-limits/redis-rate-limit-store";
import { sharedRedis } from "../services/shared-state/redis-client";

// The embedded local mode's counters; with REDIS_URL or DATABASE_URL every instance counts together.
const sharedStore = memoryRateLimitStore();

/** The deployment's store: the app's own (tests), Redis, PostgreSQL with DATABASE_URL, else memory. */
async function storeFor(c: Context<AppEnv>, given?: RateLimitStore): Promise<RateLimitStore> {
  const configured = given ?? c.get("deps").rateLimitStore;
  if (configured) return configured;
  // Fails closed: without an answer from Redis the request is refused (503), never let through.
  const redis = sharedRedis("rate limits");
  if (redis) return redisRateLimitStore(await redis);
  return env().DATABASE_URL ? databaseRateLimitStore(await c.get("deps").getDb()) : sharedStore;
}

/**
 * The key a store counts under: the bucket, readable for whoever looks at Redis or the table,
 * then a keyed digest of the whole key. Keys name emails and client addresses, which are
 * personal data: the store never holds them, in any deployment.
 */
function storedKey(key: string): string {
  return `${bucketOf(key)}:${keyedDigest("rate-limit", [key])}`;
}

function bucketOf(key: string): string {
  return key.split(":")[0] ?? "unknown";
}

function tooManyRequests(resetAt: number, now: number): HTTPException {
  const retryAfter = Math.max(1, Math.ceil((resetAt - now) / 1000));
  return new HTTPException(429, {
    message: "Too many requests",
    res: new Response(JSON.stringify({ error: "Too many requests, please try again later." }), {
      status: 429,
      headers: { "content-type": "application/json", "retry-after": String(retryAfter) },
    }),
  });
}

/**
 * Counts one hit for `key` and throws 429 with Retry-After past `limit` in `windowMs`. For limits
 * keyed by something only the handler knows (an account's email), beside the per-IP middleware.
 */
export async function enforceLimit(
  c: Context<AppEnv>,
  key: string,
  options: { limit: number; windowMs: number; store?: RateLimitStore },
): Promise<void> {
  const now = Date.now();
  // An app built with its own store (each test's app) counts apart from every other app.
  const store = await storeFor(c, options.store);
  const { count, resetAt } = await store.hit(storedKey(key), options.windowMs, now);
  if (count > options.limit) {
    countRateLimited(bucketOf(key));
    throw tooManyRequests(resetAt, now);
  }
}

/** A budget slot taken by reserveSlot, which the caller gives back when it was not spent. */
export interface ReservedSlot {
  release(): Promise<void>;
}

/**
 * Takes one slot of `key`'s budget before the work it guards, and throws 429 past `limit`. For
 * budgets spent only by failures (wrong passwords): counting first, in the store's one atomic
 * step, is what keeps attempts sent together from all passing a check made before any of them
 * was counted. A refused attempt gives its slot straight back, so it costs nothing; the caller
 * gives the slot back when the attempt did not fail after all.
 */
export async function reserveSlot(
  c: Context<AppEnv>,
  key: string,
  options: { limit: number; windowMs: number; store?: RateLimitStore },
): Promise<ReservedSlot> {
  const now = Date.now();
  const store = await storeFor(c, options.store);
  const stored = storedKey(key);
  const { count, resetAt } = await store.hit(stored, options.windowMs, now);
  const release = () => store.release(stored, Date.now());
  if (count > options.limit) {
    await release();
    countRateLimited(bucketOf(key));
    throw tooManyRequests(resetAt, now);
  }
  return { release };
}

/**
 * Answers 429 with Retry-After once a client (per partner and IP) passes `limit` requests in
 * `windowMs` for this bucket.
 */
export function rateLimit(options: {
  bucket: string;
  limit: number;
  windowMs: number;
  store?: RateLimitStore;
}) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const address = clientAddressOf(c);
    await enforceLimit(c, `${options.bucket}:${c.get("partner").config.code}:${address}`, options);
    await next();
  });
}
