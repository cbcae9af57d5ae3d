import "server-only";
import type { Db } from "@/backend/db/client";
import type { JobName } from "@/platform/job-names";

export interface JobContext {
  readonly db: Db;
  /** The run's clock: tests move it, runners pass the time the run started. */
  readonly now: Date;
}

/**
 * One periodic job (docs/decisions/0052-durable-jobs-and-mail.md): its name (the pg-boss queue,
 * the metric label and `npm run jobs -- <name>`), how often it runs, and its work. The work must
 * be safe to run twice at once or again at any time (a hand run beside the schedule): each is one
 * idempotent statement or claims its rows.
 */
export interface JobDefinition {
  readonly name: JobName;
  /** Minutes between scheduled runs, or null to run only by hand. Read when the runner starts. */
  everyMinutes(): number | null;
  /** Answers counts for the log line ("settled: 3"), never ids or personal data. */
  run(context: JobContext): Promise<Readonly<Record<string, number>>>;
}
