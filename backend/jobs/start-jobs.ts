import "server-only";
import type { Db } from "@/backend/db/client";
import { jobRuns } from "@/backend/db/schema";
import { logger } from "@/platform/logger";
import { reportJobState } from "@/backend/metrics/job-metrics";
import { mailQueueState } from "@/backend/services/mail/mail-queue-state";
import { onShutdown } from "@/backend/shutdown/hooks";
import { env } from "@/platform/env";
import { allJobs } from "./all-jobs";
import type { JobDefinition } from "./job";
import type { JobRunner } from "./job-runner";
import { setJobNudger } from "./nudge";

const holder = globalThis as typeof globalThis & { __rewardsJobs?: Promise<JobRunner> };

/**
 * Starts this process's periodic jobs (docs/decisions/0052-durable-jobs-and-mail.md), once per
 * process: on pg-boss when the database is PostgreSQL (DATABASE_URL), in this process on the
 * embedded one. Queued mail nudges mail delivery, the metrics read the jobs' state, and a stop
 * (SIGTERM) ends the jobs before the database closes.
 */
export function startJobs(db: Db): Promise<JobRunner> {
  holder.__rewardsJobs ??= start(db).catch((error: unknown) => {
    holder.__rewardsJobs = undefined;
    throw error;
  });
  return holder.__rewardsJobs;
}

/** The jobs with those JOBS_PAUSED names taken off the schedule (they still run by hand). */
export function scheduledJobs(jobs: readonly JobDefinition[], paused: readonly string[]): JobDefinition[] {
  return jobs.map((job) => (paused.includes(job.name) ? { ...job, everyMinutes: () => null } : job));
}

async function start(db: Db): Promise<JobRunner> {
  const { DATABASE_URL, JOBS_PAUSED } = env();
  const jobs = scheduledJobs(allJobs, JOBS_PAUSED);
  const runner = DATABASE_URL
    ? await (await import("./pg-boss-runner")).startPgBossJobs(db, DATABASE_URL, jobs)
    : (await import("./in-process-runner")).startInProcessJobs(db, jobs);
  setJobNudger((name) => {
    runner.nudge(name);
  });
  reportJobState({
    lastSuccesses: () => db.select({ name: jobRuns.name, at: jobRuns.lastSuccessAt }).from(jobRuns),
    mailQueue: () => mailQueueState(db),
  });
  onShutdown(async () => {
    setJobNudger(undefined);
    await runner.stop();
  }, "first");
  logger.info("Jobs started", { runner: runner.kind, paused: JOBS_PAUSED.join(",") });
  return runner;
}
