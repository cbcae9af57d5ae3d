/** A started set of periodic jobs, whichever runner runs them (backend/jobs/start-jobs.ts). */
export interface JobRunner {
  readonly kind: "pg-boss" | "in-process";
  /** Asks for an early run of a job (mail just queued); does nothing for a job not scheduled here. */
  nudge(name: string): void;
  /** Stops taking runs and waits for those in progress (within the runner's own timeout). */
  stop(): Promise<void>;
}
