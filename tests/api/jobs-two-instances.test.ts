import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { openPostgres, type DbConnection } from "@/backend/db/connection";
import { migrateDatabase } from "@/backend/db/migrate";
import { jobRuns } from "@/backend/db/schema";
import { scratchDatabase, type ScratchDatabase } from "@/backend/db/scratch-database";
import { allJobs } from "@/backend/jobs/all-jobs";
import type { JobRunner } from "@/backend/jobs/job-runner";
import { startPgBossJobs } from "@/backend/jobs/pg-boss-runner";

const serverUrl = process.env.DATABASE_URL_TEST;

/** Resolves once `check` answers true, polling; fails after `timeoutMs`. */
async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

// Two instances on one PostgreSQL database, each starting pg-boss as a server does: the schedule
// puts one job per occurrence in each queue, and one instance runs it. Skipped without a server.
describe.runIf(serverUrl)("the jobs of two instances on one PostgreSQL database", () => {
  let scratch: ScratchDatabase;
  const connections: DbConnection[] = [];
  const runners: JobRunner[] = [];

  beforeAll(async () => {
    scratch = await scratchDatabase(serverUrl ?? "", "rewards_jobs");
    const [first, second] = [openPostgres(scratch.url, 3), openPostgres(scratch.url, 3)];
    connections.push(first, second);
    await migrateDatabase(first.db);
  });
  afterAll(async () => {
    await Promise.all(runners.map((runner) => runner.stop()));
    await Promise.all(connections.map((connection) => connection.close()));
    await scratch.drop();
  });

  it("schedule every job, and each occurrence runs once", { timeout: 120_000 }, async () => {
    // Every job once a minute (the shortest a schedule takes), observed inside one minute so that
    // exactly one occurrence of each is due: start in the minute's first half.
    if (new Date().getSeconds() > 25) {
      await new Promise((resolve) => setTimeout(resolve, (61 - new Date().getSeconds()) * 1_000));
    }
    const everyMinute = allJobs.map((job) => ({ ...job, everyMinutes: () => 1 }));
    const started = await Promise.all(
      connections.map((connection, n) =>
        startPgBossJobs(connection.db, scratch.url, everyMinute, {
          cronMonitorIntervalSeconds: 1,
          pollingIntervalSeconds: 0.5,
          instanceName: `instance-${String(n)}`,
        }),
      ),
    );
    runners.push(...started);
    const db = connections[0]?.db;
    if (!db) throw new Error("no connection");
    const successes = async () =>
      new Map((await db.select().from(jobRuns)).map((row) => [row.name, row.successes]));
    await until(async () => (await successes()).size === allJobs.length, 25_000);
    // Both instances keep passing the schedule every second meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 5_000));

    const counted = await successes();
    expect(Object.fromEntries(counted)).toEqual(Object.fromEntries(allJobs.map((job) => [job.name, 1])));
    // pg-boss's own record agrees: one job per queue, completed.
    const result: unknown = await db.execute(
      sql`select name, state, count(*)::int as n from pgboss.job group by name, state`,
    );
    const { rows } = z
      .object({ rows: z.array(z.object({ name: z.string(), state: z.string(), n: z.number() })) })
      .parse(result);
    // Its internal queues (the schedule's own "__pgboss__…") aside.
    const ours = rows.filter((row) => !row.name.startsWith("__"));
    expect(ours.map((row) => `${row.name}:${row.state}:${String(row.n)}`).sort()).toEqual(
      allJobs.map((job) => `${job.name}:completed:1`).sort(),
    );
  });
});
