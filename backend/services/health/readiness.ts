import "server-only";
import { sql } from "drizzle-orm";
import type { AppDeps } from "../../context";
import { schemaStatus } from "../../db/migrate";
import { isStopping } from "../../shutdown/hooks";
import { checkIdentityProviders } from "../../sso/identity-provider-status";
import { sharedRedisAnswers } from "../shared-state/redis-client";

export interface ReadinessCheck {
  readonly name: "database" | "schema" | "redis" | "stopping";
  readonly ok: boolean;
  /** Why it failed, in words an operator can act on; never a secret, a connection string or an address. */
  readonly detail?: string;
}

/** How long one check may take before it counts as failed: a load balancer polls often. */
const checkTimeoutMs = 2_000;

async function withinTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new Error(`${what} did not answer within ${String(checkTimeoutMs)} ms`));
    }, checkTimeoutMs);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function checkDatabase(deps: AppDeps): Promise<ReadinessCheck[]> {
  const { getDb, databaseFilesPresent = () => true } = deps;
  if (!databaseFilesPresent()) {
    return [
      { name: "database", ok: false, detail: "the embedded database folder is gone" },
      { name: "schema", ok: false, detail: "no database to check" },
    ];
  }
  try {
    const db = await withinTimeout(getDb(), "the database");
    await withinTimeout(db.execute(sql`select 1`), "the database");
    const status = await withinTimeout(schemaStatus(db), "the database");
    return [
      { name: "database", ok: true },
      status.pending === 0
        ? { name: "schema", ok: true }
        : {
            name: "schema",
            ok: false,
            detail: `${String(status.pending)} migrations pending: run npm run db:migrate`,
          },
    ];
  } catch (error) {
    const detail =
      error instanceof Error && error.message.includes("did not answer")
        ? error.message
        : "the database refused the connection";
    return [
      { name: "database", ok: false, detail },
      { name: "schema", ok: false, detail: "no database to check" },
    ];
  }
}

/** With REDIS_URL, the shared Redis answers PING (rate limits and the page cache live there). */
async function checkRedis(): Promise<ReadinessCheck[]> {
  const answers = sharedRedisAnswers();
  if (!answers) return [];
  return (await answers)
    ? [{ name: "redis", ok: true }]
    : [{ name: "redis", ok: false, detail: "Redis is not connected or did not answer PING in time" }];
}

/**
 * The checks behind GET /api/ready, run together: this instance's own dependencies only. The SSO
 * partners' identity providers are checked on the way (a metric and a log line name one that is
 * down, and its partners' sign-in says so) but never make the instance unready: a load balancer
 * would take every instance out, for every partner, over one partner's provider.
 */
export async function readiness(deps: AppDeps): Promise<ReadinessCheck[]> {
  // Told to stop (SIGTERM): unready at once, so no new request is sent here during the drain.
  const stopping: ReadinessCheck[] = isStopping()
    ? [{ name: "stopping", ok: false, detail: "this instance is stopping" }]
    : [];
  const [database, redis] = await Promise.all([checkDatabase(deps), checkRedis(), checkIdentityProviders()]);
  return [...stopping, ...database, ...redis];
}
