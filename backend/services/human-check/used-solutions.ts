import "server-only";
import { lt } from "drizzle-orm";
import type { Db } from "@/backend/db/client";
import { spentHumanChecks } from "@/backend/db/schema";
import { redisOperation, type RedisStore, type SharedRedis } from "../shared-state/redis-client";

/**
 * Remembers which human-check solutions were already spent, so one solved challenge cannot
 * pass many requests. The app keeps them in Redis when REDIS_URL is set, else in the database; the
 * memory store serves unit tests.
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

/**
 * Spent solutions in the database (table spent_human_checks): shared by every instance and kept
 * across restarts, so a solution spent on one instance is refused by all of them. One insert per
 * claim; expired rows are pruned now and then, never on every claim.
 */
export function databaseUsedSolutionStore(db: Db): UsedSolutionStore {
  return {
    async claim(id, expiresAt, now) {
      if (Math.random() < pruneShare) {
        await db.delete(spentHumanChecks).where(lt(spentHumanChecks.expiresAt, new Date(now)));
      }
      const inserted = await db
        .insert(spentHumanChecks)
        .values({ id, expiresAt: new Date(expiresAt) })
        .onConflictDoNothing()
        .returning({ id: spentHumanChecks.id });
      return inserted.length === 1;
    },
  };
}

/**
 * Spent solutions in Redis (REDIS_URL): one SET NX per claim, expiring with the challenge, so
 * Redis forgets a solution exactly when it could no longer pass anyway. A claim Redis cannot answer
 * in time fails with RedisUnavailableError (`store` names it in the log): nothing passes unchecked.
 */
export function redisUsedSolutionStore(
  client: SharedRedis,
  store: RedisStore = "spent human checks",
): UsedSolutionStore {
  return {
    async claim(id, expiresAt, now) {
      if (expiresAt <= now) return false;
      const stored = await redisOperation(store, () =>
        client.set(`rewards:spent-human-check:${id}`, "1", {
          condition: "NX",
          expiration: { type: "PXAT", value: expiresAt },
        }),
      );
      return stored === "OK";
    },
  };
}

/** One claim in this many prunes the expired rows: the table stays small without a job. */
const pruneShare = 1 / 200;
