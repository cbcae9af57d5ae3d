import "server-only";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { HTTPException } from "hono/http-exception";
import type { AppEnv } from "../context";
import { countRateLimited } from "../metrics/registry";
import { clientAddressOf } from "../security/request-address";

/** Counts hits per key in fixed windows. In memory here; a shared store (Redis) fits the same shape. */
export interface RateLimitStore {
  hit(key: string, windowMs: number, now: number): Promise<{ count: number; resetAt: number }>;
  /** The hits counted so far in `key`'s current window, without counting one. */
  peek(key: string, now: number): Promise<{ count: number; resetAt: number }>;
}

export function memoryRateLimitStore(): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    hit(key, windowMs, now) {
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + windowMs };
        windows.set(key, window);
        // Keep the map from growing without bound: drop windows that have ended.
        if (windows.size > 10_000) for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
      }
      window.count += 1;
      return Promise.resolve({ ...window });
    },
    peek(key, now) {
      const window = windows.get(key);
      return Promise.resolve(window && window.resetAt > now ? { ...window } : { count: 0, resetAt: now });
    },
  };
}

const sharedStore = memoryRateLimitStore();

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
  const store = options.store ?? c.get("deps").rateLimitStore ?? sharedStore;
  const { count, resetAt } = await store.hit(key, options.windowMs, now);
  if (count > options.limit) {
    countRateLimited(key.split(":")[0] ?? "unknown");
    throw tooManyRequests(resetAt, now);
  }
}

/**
 * Throws 429 when `key` already reached `limit` in its window, counting nothing: for budgets
 * spent only by failures, checked before the attempt so a refused attempt costs nothing either.
 */
export async function refuseWhenSpent(
  c: Context<AppEnv>,
  key: string,
  options: { limit: number; store?: RateLimitStore },
): Promise<void> {
  const now = Date.now();
  const store = options.store ?? c.get("deps").rateLimitStore ?? sharedStore;
  const { count, resetAt } = await store.peek(key, now);
  if (count >= options.limit) {
    countRateLimited(key.split(":")[0] ?? "unknown");
    throw tooManyRequests(resetAt, now);
  }
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
