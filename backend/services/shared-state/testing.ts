import { newRedisClient, type SharedRedis } from "./redis-client";

/** The Redis server the suites use when one answers (REDIS_URL_TEST, set by scripts/test.mjs). */
export const redisTestUrl = process.env.REDIS_URL_TEST;

/** A connection of a test's own to that server; the test closes it. */
export async function connectTestRedis(): Promise<SharedRedis> {
  if (!redisTestUrl) throw new Error("REDIS_URL_TEST is not set");
  const client = newRedisClient(redisTestUrl);
  await client.connect();
  return client;
}
