import "server-only";
import type { Db } from "@/backend/db/client";
import { databaseUsedSolutionStore, redisUsedSolutionStore } from "../human-check/used-solutions";
import { sharedRedis } from "../shared-state/redis-client";

/**
 * Spends an emulation link's nonce: true the first time, false for every later use on any
 * instance. The links share the shared state store of spent human checks (Redis when REDIS_URL is
 * set, else the database), keyed apart by an "emulation:" prefix, and are forgotten when the link
 * would have expired anyway.
 */
export async function spendEmulationLink(
  db: Db,
  nonce: string,
  expiresAtMs: number,
  now = Date.now(),
): Promise<boolean> {
  const redis = sharedRedis("emulation links");
  const store = redis
    ? redisUsedSolutionStore(await redis, "emulation links")
    : databaseUsedSolutionStore(db);
  return store.claim(`emulation:${nonce}`, expiresAtMs, now);
}
