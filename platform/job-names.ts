/**
 * Every periodic job's name: its pg-boss queue, its metric label and `npm run jobs -- <name>`.
 * backend/jobs/all-jobs.ts defines one job per name (a test holds the two equal); the
 * environment (JOBS_PAUSED) names jobs from this list.
 */
export const jobNames = [
  "award-settlement",
  "award-posting",
  "mail-delivery",
  "prune",
  "no-shows",
  "vip-qualification",
  "award-notices",
  "bonus-qualification",
  "statement-credits",
  "reservation-reminders",
] as const;

export type JobName = (typeof jobNames)[number];
