import "server-only";

/**
 * Counts hits per key in fixed windows. In memory for the embedded local mode; in PostgreSQL
 * (database-rate-limit-store.ts) when instances share a database; in Redis with REDIS_URL.
 */
export interface RateLimitStore {
  /** Counts one hit, in one atomic step, and answers the window's count including it. */
  hit(key: string, windowMs: number, now: number): Promise<{ count: number; resetAt: number }>;
  /**
   * Gives one hit back to `key`'s current window: for a budget reserved before the work it
   * guards and not spent after all. Never below zero, and never into a window that has ended.
   */
  release(key: string, now: number): Promise<void>;
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
    release(key, now) {
      const window = windows.get(key);
      if (window && window.resetAt > now && window.count > 0) window.count -= 1;
      return Promise.resolve();
    },
  };
}
