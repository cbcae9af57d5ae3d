import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobRuns, spentHumanChecks } from "@/backend/db/schema";
import { createTestDb, type TestDb } from "@/backend/db/testing";
import { parseEnv } from "@/platform/env";
import { jobNames } from "@/platform/job-names";
import { allJobs } from "./all-jobs";
import { runJobsCommand } from "./jobs-command";
import { scheduledJobs } from "./start-jobs";

describe("npm run jobs -- <name>", () => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb("pglite");
  });
  afterAll(async () => {
    await testDb.close();
  });

  function io() {
    const out: string[] = [];
    const errors: string[] = [];
    let opened = 0;
    return {
      out,
      errors,
      opened: () => opened,
      io: {
        openDb: () => {
          opened += 1;
          return Promise.resolve(testDb.db);
        },
        print: (line: string) => out.push(line),
        printError: (line: string) => errors.push(line),
      },
    };
  }

  it("prune: deletes what expired, prints the counts, records the run and exits 0", async () => {
    const now = Date.now();
    await testDb.db.insert(spentHumanChecks).values([
      { id: "cli-expired", expiresAt: new Date(now - 60_000) },
      { id: "cli-live", expiresAt: new Date(now + 60_000) },
    ]);
    const run = io();
    expect(await runJobsCommand(["prune"], run.io)).toBe(0);
    expect(run.out).toHaveLength(1);
    expect(run.out[0]).toMatch(/^prune: \{.*"spentHumanChecks":1.*\}$/);
    expect((await testDb.db.select().from(spentHumanChecks)).map((row) => row.id)).toEqual(["cli-live"]);
    const [record] = await testDb.db.select().from(jobRuns).where(eq(jobRuns.name, "prune"));
    expect(record?.successes).toBe(1);
  });

  it("an unknown name or none prints the jobs there are, opens no database and exits 2", async () => {
    for (const args of [["purge"], [], ["prune", "extra"]]) {
      const run = io();
      expect(await runJobsCommand(args, run.io)).toBe(2);
      expect(run.errors.join("\n")).toContain(`jobs: ${jobNames.join(", ")}`);
      expect(run.opened()).toBe(0);
    }
  });
});

describe("the job list", () => {
  it("defines one job for every name the environment may pause, in order", () => {
    expect(allJobs.map((job) => job.name)).toEqual([...jobNames]);
  });

  it("JOBS_PAUSED takes named jobs off the schedule and refuses a name no job has", () => {
    const { JOBS_PAUSED } = parseEnv({ JOBS_PAUSED: " vip-qualification , no-shows" });
    expect(JOBS_PAUSED).toEqual(["vip-qualification", "no-shows"]);
    const scheduled = scheduledJobs(allJobs, JOBS_PAUSED);
    expect(scheduled.filter((job) => job.everyMinutes() === null).map((job) => job.name)).toEqual(
      expect.arrayContaining(["vip-qualification", "no-shows"]),
    );
    expect(scheduled.find((job) => job.name === "mail-delivery")?.everyMinutes()).toBe(1);
    expect(() => parseEnv({ JOBS_PAUSED: "vip" })).toThrow(/JOBS_PAUSED/);
    expect(parseEnv({}).JOBS_PAUSED).toEqual([]);
  });
});
