import "server-only";
import { createClient } from "@redis/client";
import { env } from "@/lib/server/env";
import { logger } from "../../logger";
import { onShutdown } from "../../shutdown/hooks";

/** A client as this app configures one: pinged every 10 s, so an idle connection is not cut. */
export function newRedisClient(url: string) {
  return createClient({ url, pingInterval: 10_000 });
}

export type SharedRedis = ReturnType<typeof newRedisClient>;

/**
 * The one Redis connection of this process, opened on first use when REDIS_URL is set, and closed
 * after the last request on shutdown. Kept on globalThis like the database: Next's bundles would
 * otherwise each open their own.
 */
const holder = globalThis as typeof globalThis & { __rewardsRedis?: Promise<SharedRedis> };

async function connect(url: string): Promise<SharedRedis> {
  const client = newRedisClient(url);
  // Without a listener an error event would end the process; the client reconnects by itself.
  client.on("error", (error: unknown) => {
    logger.warn("Redis connection error", { error: error instanceof Error ? error.message : String(error) });
  });
  await client.connect();
  return client;
}

/** The shared Redis when REDIS_URL is set; undefined in the modes that keep state elsewhere. */
export function sharedRedis(): Promise<SharedRedis> | undefined {
  const url = env().REDIS_URL;
  if (!url) return undefined;
  if (!holder.__rewardsRedis) {
    onShutdown(closeSharedRedis);
    holder.__rewardsRedis = connect(url).catch((error: unknown) => {
      holder.__rewardsRedis = undefined;
      throw error;
    });
  }
  return holder.__rewardsRedis;
}

export async function closeSharedRedis(): Promise<void> {
  const pending = holder.__rewardsRedis;
  holder.__rewardsRedis = undefined;
  if (pending) await (await pending).close();
}
