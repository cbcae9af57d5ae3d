import "server-only";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "@/backend/db/client";
import { rateLimitWindows } from "@/backend/db/schema";
import type { RateLimitStore } from "./rate-limit-store";

/**
 * Rate-limit windows in the database (table rate_limit_windows): every instance on one PostgreSQL
 * database counts into the same window, so a limit holds across instances and restarts. A hit is
 * one atomic upsert: a window that ended starts again at 1; a release one atomic decrement.
 */
export function databaseRateLimitStore(db: Db): RateLimitStore {
  return {
    async hit(key, windowMs, now) {
      const current = new Date(now);
      const next = new Date(now + windowMs);
      const [row] = await db
        .insert(rateLimitWindows)
        .values({ key, hits: 1, resetAt: next })
        .onConflictDoUpdate({
          target: rateLimitWindows.key,
          set: {
            hits: sql`case when ${rateLimitWindows.resetAt} <= ${current} then 1 else ${rateLimitWindows.hits} + 1 end`,
            resetAt: sql`case when ${rateLimitWindows.resetAt} <= ${current} then ${next} else ${rateLimitWindows.resetAt} end`,
          },
        })
        .returning({ hits: rateLimitWindows.hits, resetAt: rateLimitWindows.resetAt });
      if (!row) throw new Error("The rate-limit window was not counted");
      return { count: row.hits, resetAt: row.resetAt.getTime() };
    },
    async release(key, now) {
      await db
        .update(rateLimitWindows)
        .set({ hits: sql`${rateLimitWindows.hits} - 1` })
        .where(
          and(
            eq(rateLimitWindows.key, key),
            gt(rateLimitWindows.resetAt, new Date(now)),
            gt(rateLimitWindows.hits, 0),
          ),
        );
    },
  };
}
