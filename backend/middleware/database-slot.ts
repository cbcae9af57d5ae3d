import "server-only";
import { createMiddleware } from "hono/factory";
import { briefOutageMessage, type ApiError } from "@/shared/contracts/errors";
import { env } from "@/platform/env";
import type { AppEnv } from "../context";
import { createWorkGate, DatabaseBusyError, type WorkGate } from "../db/work-gate";
import { countDatabaseRefused, reportDatabaseGate } from "../metrics/registry";

/**
 * One gate per process, on globalThis: Next may load this module more than once, and every copy
 * must count against the same database connection or pool.
 */
const holder = globalThis as typeof globalThis & { __rewardsDatabaseGate?: WorkGate };

function processGate(): WorkGate {
  if (!holder.__rewardsDatabaseGate) {
    const { DB_CONCURRENCY, DB_QUEUE_LIMIT, DB_QUEUE_WAIT_MS } = env();
    const gate = createWorkGate({ limit: DB_CONCURRENCY, queue: DB_QUEUE_LIMIT, waitMs: DB_QUEUE_WAIT_MS });
    holder.__rewardsDatabaseGate = gate;
    reportDatabaseGate(() => gate.stats());
  }
  return holder.__rewardsDatabaseGate;
}

/**
 * Runs the rest of the route inside a slot of the database gate (docs/decisions/0062): when the
 * database is saturated, a request beyond the bounded queue, or one that waited out the
 * deadline, is answered 503 with Retry-After at once rather than left waiting without limit.
 * For routes whose work is database work alone (the merchant search): a route that also waits
 * on another service (a reservation provider, an identity provider) would hold a slot meanwhile.
 */
export const withDatabaseSlot = createMiddleware<AppEnv>(async (c, next) => {
  const gate = c.get("deps").databaseGate ?? processGate();
  let leave: () => void;
  try {
    leave = await gate.enter();
  } catch (error) {
    if (!(error instanceof DatabaseBusyError)) throw error;
    countDatabaseRefused(error.reason);
    // A client may try again once the queue it met has had time to drain.
    c.header("Retry-After", String(Math.max(1, Math.ceil(gate.settings.waitMs / 1000))));
    c.header("Cache-Control", "no-store");
    return c.json({ error: briefOutageMessage } satisfies ApiError, 503);
  }
  try {
    await next();
  } finally {
    leave();
  }
});
