import "server-only";
import { PgBoss, type Queue } from "pg-boss";
import type { Db } from "@/backend/db/client";
import { logger } from "@/platform/logger";
import type { JobDefinition } from "./job";
import type { JobRunner } from "./job-runner";
import { runJob } from "./run-job";

export interface PgBossRunnerOptions {
  /** Seconds between the schedule's passes (pg-boss: 30); tests shorten it. */
  readonly cronMonitorIntervalSeconds?: number;
  /** Seconds between a worker's polls for a job (2 here). */
  readonly pollingIntervalSeconds?: number;
  /** This instance's name in pg-boss's instance registry. */
  readonly instanceName?: string;
}

/**
 * Each job's queue: `stately` keeps at most one run waiting and one running per schedule, so a
 * slow run never piles up others behind it. No retries of the queue's own: a failed run is
 * logged and recorded (runJob), and the next occurrence runs anyway; mail keeps its own retries
 * on its rows. Finished runs are kept a day for an operator to look at.
 */
const queueOptions = {
  retryLimit: 0,
  expireInSeconds: 15 * 60,
  retentionSeconds: 60 * 60,
  deleteAfterSeconds: 24 * 60 * 60,
} satisfies Omit<Queue, "name">;

/**
 * The jobs on PostgreSQL (DATABASE_URL), on pg-boss (docs/decisions/0052-durable-jobs-and-mail.md):
 * every instance starts one, schedules each job every `everyMinutes()` (an RRULE, in UTC) and
 * works its queue. pg-boss's schedule pass puts one job per occurrence in the queue however many
 * instances pass it, and a worker claims each job with SKIP LOCKED, so each occurrence runs on one
 * instance. pg-boss keeps its tables in the `pgboss` schema, installed or upgraded on start under
 * its own advisory lock, over a pool of its own (3 connections).
 */
export async function startPgBossJobs(
  db: Db,
  connectionString: string,
  jobs: readonly JobDefinition[],
  options: PgBossRunnerOptions = {},
): Promise<JobRunner> {
  const boss = new PgBoss({
    connectionString,
    max: 3,
    schema: "pgboss",
    application_name: "rewards-jobs",
    ...(options.cronMonitorIntervalSeconds
      ? { cronMonitorIntervalSeconds: options.cronMonitorIntervalSeconds }
      : {}),
    ...(options.instanceName ? { instanceName: options.instanceName } : {}),
  });
  // Without a listener an `error` event would end the process; its class is enough to act on.
  boss.on("error", (error: Error) => {
    logger.error("Job queue error", { error: error.name });
  });
  boss.on("warning", (warning: { message: string }) => {
    logger.warn("Job queue warning", { warning: warning.message });
  });
  await boss.start({ attempts: 5 });
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
  for (const job of jobs) {
    await boss.createQueue(job.name, { policy: "stately", ...queueOptions });
    await boss.updateQueue(job.name, queueOptions);
    const minutes = job.everyMinutes();
    // Every instance writes the same schedule on start; a job turned off (null) is taken off it.
    if (minutes === null) await boss.unschedule(job.name);
    else
      await boss.schedule(job.name, `FREQ=MINUTELY;INTERVAL=${String(minutes)}`, null, {
        tz: "UTC",
        missed: "once",
      });
    await boss.work(job.name, { pollingIntervalSeconds }, async () => {
      await runJob(job, db);
    });
  }
  const names = new Set<string>(jobs.map((job) => job.name));
  return {
    kind: "pg-boss",
    nudge: (name) => {
      if (!names.has(name)) return;
      boss.send(name).catch((error: unknown) => {
        logger.warn("Job not nudged", { job: name, error: error instanceof Error ? error.name : "unknown" });
      });
    },
    // Runs in progress get 5 s to finish after the drain (scripts/serve.mjs); an unfinished one is
    // failed by pg-boss and runs again at the next occurrence (every job may).
    stop: () => boss.stop({ graceful: true, timeout: 5_000 }),
  };
}
