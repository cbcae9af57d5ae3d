import "server-only";
import { Gauge } from "prom-client";
import { metrics } from "./registry";

/** What the job metrics read at each scrape, from the database every instance shares. */
export interface JobStateReader {
  /** Each job's last success, whichever instance (or hand) ran it. */
  lastSuccesses(): Promise<readonly { name: string; at: Date | null }[]>;
  mailQueue(): Promise<{ counts: Readonly<Record<string, number>>; oldestQueuedAt: Date | null }>;
}

const holder = globalThis as typeof globalThis & { __rewardsJobStateReader?: JobStateReader };

/**
 * Read at scrape time, never stored: they come from the database, so every instance reports the
 * same figures and a job run on another instance (or by hand) shows on all. A scrape while the
 * database is away leaves them out rather than failing the whole scrape.
 */
async function read<T>(what: (reader: JobStateReader) => Promise<T>): Promise<T | undefined> {
  const reader = holder.__rewardsJobStateReader;
  if (!reader) return undefined;
  try {
    return await what(reader);
  } catch {
    return undefined;
  }
}

/** Called by the job runner's start (backend/jobs/start-jobs.ts) with readers on its database. */
export function reportJobState(reader: JobStateReader): void {
  holder.__rewardsJobStateReader = reader;
  const registry = metrics().registry;
  if (registry.getSingleMetric("rewards_job_last_success_timestamp_seconds")) return;
  new Gauge({
    name: "rewards_job_last_success_timestamp_seconds",
    help: "When each periodic job last finished without error (Unix seconds), on any instance",
    labelNames: ["job"],
    registers: [registry],
    async collect() {
      const runs = await read((reader) => reader.lastSuccesses());
      this.reset();
      for (const run of runs ?? []) if (run.at) this.set({ job: run.name }, run.at.getTime() / 1000);
    },
  });
  new Gauge({
    name: "rewards_mail_queue_messages",
    help: "Outgoing messages by status: queued (waiting for a try), sent, dead (given up after the last try)",
    labelNames: ["status"],
    registers: [registry],
    async collect() {
      const state = await read((reader) => reader.mailQueue());
      this.reset();
      for (const [status, count] of Object.entries(state?.counts ?? {})) this.set({ status }, count);
    },
  });
  new Gauge({
    name: "rewards_mail_queue_oldest_age_seconds",
    help: "How long the oldest queued message has waited (0 when none waits)",
    registers: [registry],
    async collect() {
      const state = await read((reader) => reader.mailQueue());
      if (!state) return;
      this.set(state.oldestQueuedAt ? Math.max(0, (Date.now() - state.oldestQueuedAt.getTime()) / 1000) : 0);
    },
  });
}
