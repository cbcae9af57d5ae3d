import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/backend/db/client";
import { jobRuns } from "@/backend/db/schema";
import { logger } from "@/platform/logger";
import { inJobSpan } from "../telemetry/job-span";
import type { JobDefinition } from "./job";

/** The error's class only: a database error's message can carry the statement's parameters. */
function errorName(error: unknown): string {
  return error instanceof Error ? error.name : "unknown";
}

/**
 * Runs one job once, whoever asked (a runner's schedule or `npm run jobs`), and records the
 * outcome in job_runs, from which the metrics report each job's last success on every instance.
 * A failure is logged, recorded and thrown again, so the runner counts the run as failed. Each
 * run is a trace of its own when tracing is on, "job <name>" (docs/decisions/0054).
 */
export function runJob(
  job: JobDefinition,
  db: Db,
  now: Date = new Date(),
): Promise<Readonly<Record<string, number>>> {
  return inJobSpan(job.name, () => runAndRecord(job, db, now));
}

async function runAndRecord(
  job: JobDefinition,
  db: Db,
  now: Date,
): Promise<Readonly<Record<string, number>>> {
  const started = performance.now();
  try {
    const outcome = await job.run({ db, now });
    await db
      .insert(jobRuns)
      .values({ name: job.name, successes: 1, lastSuccessAt: new Date() })
      .onConflictDoUpdate({
        target: jobRuns.name,
        set: { successes: sql`${jobRuns.successes} + 1`, lastSuccessAt: new Date() },
      });
    logger.info("Job done", { job: job.name, ms: Math.round(performance.now() - started), ...outcome });
    return outcome;
  } catch (error) {
    logger.error("Job failed", { job: job.name, error: errorName(error) });
    const failure = { lastFailureAt: new Date(), lastError: errorName(error) };
    await db
      .insert(jobRuns)
      .values({ name: job.name, ...failure })
      .onConflictDoUpdate({ target: jobRuns.name, set: failure })
      .catch(() => undefined);
    throw error;
  }
}
