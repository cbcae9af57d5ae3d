import "server-only";
import { createClient } from "@redis/client";
import { env } from "@/platform/env";
import {
  connectInBackground,
  outageLog,
  redisClientOptions,
  redisDeadlineMs,
  type OutageLog,
  type RedisConnection,
} from "@/platform/redis-connection.mjs";
import { logger } from "../../../platform/logger";
import { onShutdown } from "../../shutdown/hooks";

/**
 * A client as this app configures one (platform/redis-connection.mjs): pinged every 10 s, and
 * never waiting on Redis past a deadline, to connect or for an answer.
 */
export function newRedisClient(url: string) {
  return createClient(redisClientOptions(url));
}

export type SharedRedis = ReturnType<typeof newRedisClient>;

/** What the app keeps in the shared Redis, named as the log and the error name them. */
export type RedisStore = "rate limits" | "spent human checks" | "emulation links";

/**
 * A store that lives in Redis could not be used: Redis is down, unreachable, or did not answer in
 * time. The error handler answers it 503 with Retry-After; the store fails closed, never open.
 */
export class RedisUnavailableError extends Error {
  constructor(readonly store: RedisStore) {
    super(`${store}: Redis unavailable`);
    this.name = "RedisUnavailableError";
  }
}

interface SharedConnection {
  readonly client: SharedRedis;
  readonly connection: RedisConnection;
}

/**
 * The one Redis connection of this process, opened on first use when REDIS_URL is set, and closed
 * after the last request on shutdown. Kept on globalThis like the database: Next's bundles would
 * otherwise each open their own (and log each outage once per bundle).
 */
const holder = globalThis as typeof globalThis & {
  __rewardsRedis?: SharedConnection;
  __rewardsRedisOutages?: Map<RedisStore, OutageLog>;
};

function open(url: string): SharedConnection {
  if (!holder.__rewardsRedis) {
    onShutdown(closeSharedRedis);
    const client = newRedisClient(url);
    // Connection errors repeat on every retry while Redis is down: the stores log one line per outage.
    holder.__rewardsRedis = { client, connection: connectInBackground(client) };
  }
  return holder.__rewardsRedis;
}

/**
 * A connection error fit for the log: the client's messages name a host and port at most, but
 * should one ever carry a URL, its user and password go; and it is cut short.
 */
function loggable(message: string): string {
  return message.replace(/\/\/[^\s/@]*@/g, "//…@").slice(0, 160);
}

function outages(store: RedisStore): OutageLog {
  const logs = (holder.__rewardsRedisOutages ??= new Map<RedisStore, OutageLog>());
  let log = logs.get(store);
  if (!log) {
    log = outageLog(store, {
      warn: (message, error) => {
        logger.warn(message, error ? { error: loggable(error) } : {});
      },
      info: (message) => {
        logger.info(message);
      },
    });
    logs.set(store, log);
  }
  return log;
}

function unavailable(store: RedisStore, error: unknown): RedisUnavailableError {
  if (error instanceof RedisUnavailableError) return error;
  outages(store).failed(error instanceof Error ? error.message : String(error));
  return new RedisUnavailableError(store);
}

/**
 * The shared Redis for `store` when REDIS_URL is set, undefined in the modes that keep state
 * elsewhere. It waits for a first connection at most redisDeadlineMs, and not at all while Redis
 * is known to be down: then it rejects with RedisUnavailableError (logged once per outage).
 */
export function sharedRedis(store: RedisStore): Promise<SharedRedis> | undefined {
  const url = env().REDIS_URL;
  if (!url) return undefined;
  const { client, connection } = open(url);
  return connection.ready(redisDeadlineMs).then((ready) => {
    if (!ready) throw unavailable(store, connection.lastError ?? "not connected");
    return client;
  });
}

/**
 * For GET /api/ready: true when the shared Redis answers PING within the deadline, undefined
 * without REDIS_URL. Not a store: a failed check is reported by the check, not logged as an outage.
 */
export function sharedRedisAnswers(): Promise<boolean> | undefined {
  const url = env().REDIS_URL;
  if (!url) return undefined;
  const { client, connection } = open(url);
  return (async () => {
    if (!(await connection.ready(redisDeadlineMs))) return false;
    try {
      await withinDeadline(client.ping());
      return true;
    } catch {
      return false;
    }
  })();
}

async function withinDeadline<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new Error(`Redis did not answer within ${String(redisDeadlineMs)} ms`));
    }, redisDeadlineMs);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * One operation of a store kept in Redis, within redisDeadlineMs whatever the client does (a
 * MULTI, unlike a single command, carries no timeout of its own and would wait in the client's
 * queue). A failure or a late answer becomes RedisUnavailableError, logged once per outage.
 */
export async function redisOperation<T>(store: RedisStore, operation: () => Promise<T>): Promise<T> {
  let result: T;
  try {
    result = await withinDeadline(operation());
  } catch (error) {
    throw unavailable(store, error);
  }
  outages(store).succeeded();
  return result;
}

export async function closeSharedRedis(): Promise<void> {
  const current = holder.__rewardsRedis;
  holder.__rewardsRedis = undefined;
  if (!current) return;
  // A client that never connected has nothing to finish: closing would wait on its retries.
  if (current.client.isReady) await current.client.close();
  else current.client.destroy();
}
