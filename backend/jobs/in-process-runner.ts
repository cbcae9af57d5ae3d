import "server-only";
import type { Db } from "@/backend/db/client";
import type { JobDefinition } from "./job";
import type { JobRunner } from "./job-runner";
import { startRepeatingJob, type RepeatingJob } from "./repeating-job";
import { runJob } from "./run-job";

/**
 * The jobs on the embedded database (PGlite): one process owns the data directory (its lock
 * file), so running each job in that process is running it once. Each scheduled job repeats on
 * its interval from start; a job with no interval runs only by hand. runJob logs and records a
 * failure, so the repeat only has to go on.
 */
export function startInProcessJobs(db: Db, jobs: readonly JobDefinition[]): JobRunner {
  const running = new Map<string, RepeatingJob>();
  for (const job of jobs) {
    const minutes = job.everyMinutes();
    if (minutes === null) continue;
    running.set(
      job.name,
      startRepeatingJob({
        everyMs: minutes * 60_000,
        run: () => runJob(job, db),
        onError: () => undefined,
      }),
    );
  }
  return {
    kind: "in-process",
    nudge: (name) => running.get(name)?.trigger(),
    stop: async () => {
      await Promise.all([...running.values()].map((job) => job.stop()));
    },
  };
}
