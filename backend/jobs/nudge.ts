// Imported by services (sendMail) and the job runners; no "server-only" guard needed either way.

/**
 * A way for work that just queued something (a message) to ask the running job runner for an
 * early run of the job that handles it, rather than wait for its schedule. Kept on globalThis
 * under a registry symbol so Next's module copies reach the runner that instrumentation.ts started.
 * Without a runner (tests, scripts) a nudge does nothing: the work waits for a run.
 */
const nudgerKey = Symbol.for("rewards.job-nudger");
type Nudger = (job: string) => void;
const holder = globalThis as typeof globalThis & { [nudgerKey]?: Nudger };

export function setJobNudger(nudger: Nudger | undefined): void {
  holder[nudgerKey] = nudger;
}

export function nudgeJob(job: string): void {
  holder[nudgerKey]?.(job);
}
