import "server-only";

/**
 * Remembers which human-check solutions were already spent, so one solved challenge cannot
 * pass many requests. In memory here; a shared store fits the same shape when several app
 * instances serve one partner (Redis: SET key 1 NX PXAT expiresAt).
 */
export interface UsedSolutionStore {
  /** True the first time `id` is claimed before `expiresAt` (ms since epoch); false after that. */
  claim(id: string, expiresAt: number, now: number): Promise<boolean>;
}

export function memoryUsedSolutionStore(): UsedSolutionStore {
  const used = new Map<string, number>();
  return {
    claim(id, expiresAt, now) {
      const until = used.get(id);
      if (until !== undefined && until > now) return Promise.resolve(false);
      used.set(id, expiresAt);
      // A spent solution only needs remembering until its challenge expires anyway.
      if (used.size > 10_000) for (const [key, end] of used) if (end <= now) used.delete(key);
      return Promise.resolve(true);
    },
  };
}
