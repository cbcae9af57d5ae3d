import "server-only";
import type { Db } from "@/backend/db/client";
import { allJobs, findJob } from "./all-jobs";
import { runJob } from "./run-job";

export interface JobsCommandIo {
  /** Opened only once the job is known, so a typo never opens (or creates) a database. */
  openDb(): Promise<Db>;
  print(line: string): void;
  printError(line: string): void;
}

const usage = () => `usage: npm run jobs -- <job>\njobs: ${allJobs.map((job) => job.name).join(", ")}`;

/**
 * `npm run jobs -- <name>`: runs one job now, in this process, on the configured database, and
 * prints what it did. The same work as a scheduled run, recorded the same way (job_runs, so the
 * last-success metric counts it); safe beside a running schedule, as every job is. Answers the
 * exit status.
 */
export async function runJobsCommand(args: readonly string[], io: JobsCommandIo): Promise<number> {
  const [name, ...rest] = args;
  const job = name ? findJob(name) : undefined;
  if (!job || rest.length > 0) {
    io.printError(name && !job ? `No job named ${name}.\n${usage()}` : usage());
    return 2;
  }
  try {
    const outcome = await runJob(job, await io.openDb());
    io.print(`${job.name}: ${JSON.stringify(outcome)}`);
    return 0;
  } catch (error) {
    io.printError(`${job.name} failed: ${error instanceof Error ? error.name : "unknown error"}`);
    return 1;
  }
}
