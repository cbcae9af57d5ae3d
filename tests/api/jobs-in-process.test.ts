import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobRuns, outboxMessages } from "@/backend/db/schema";
import { createTestDb, type TestDb } from "@/backend/db/testing";
import { allJobs } from "@/backend/jobs/all-jobs";
import type { JobRunner } from "@/backend/jobs/job-runner";
import { startJobs } from "@/backend/jobs/start-jobs";
import { metrics } from "@/backend/metrics/registry";
import { sendMail } from "@/backend/services/mail/send-mail";

async function until(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// The embedded database (no DATABASE_URL): the same jobs run in this process, as `npm start` runs them.
describe("the jobs on the embedded database", () => {
  let testDb: TestDb;
  let runner: JobRunner;
  beforeAll(async () => {
    testDb = await createTestDb("pglite");
    runner = await startJobs(testDb.db);
  });
  afterAll(async () => {
    await runner.stop();
    await testDb.close();
  });

  it("run in process: every scheduled job once at start, and the metric tells each one's last success", async () => {
    expect(runner.kind).toBe("in-process");
    await until(async () => (await testDb.db.select().from(jobRuns)).length === allJobs.length);
    const text = await metrics().registry.getSingleMetricAsString(
      "rewards_job_last_success_timestamp_seconds",
    );
    for (const job of allJobs) expect(text).toMatch(new RegExp(`\\{job="${job.name}"\\} \\d+`));
  });

  it("mail queued while running is marked delivered in the outbox at once, without SMTP_URL", async () => {
    const to = "in-process@harbor-test.example";
    await sendMail(testDb.db, { partnerCode: "harbor", to, subject: "Hello", text: "Hi" });
    await until(async () => {
      const [row] = await testDb.db.select().from(outboxMessages).where(eq(outboxMessages.toAddress, to));
      return row?.status === "sent";
    }, 5_000);
  });
});
