import "server-only";

/**
 * Counts hits per key in fixed windows. In memory for the embedded local mode; in PostgreSQL
 * (database-rate-limit-store.ts) when instances share a database.
 */
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
