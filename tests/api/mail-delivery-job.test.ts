import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxMessages } from "@/backend/db/schema";
import { createTestDb, type TestDb } from "@/backend/db/testing";
import { findJob } from "@/backend/jobs/all-jobs";
import { runJob } from "@/backend/jobs/run-job";
import { sendMail } from "@/backend/services/mail/send-mail";
import { freePort, startTestSmtpServer, type TestSmtpServer } from "../support/test-smtp-server";

// The job as a runner runs it: SMTP_URL and MAIL_FROM read from the environment. Set before
// anything reads the environment (it is read once per process).
describe("the mail-delivery job with SMTP_URL set", () => {
  let server: TestSmtpServer;
  let testDb: TestDb;
  const before = { SMTP_URL: process.env.SMTP_URL, MAIL_FROM: process.env.MAIL_FROM };
  beforeAll(async () => {
    server = await startTestSmtpServer(await freePort());
    process.env.SMTP_URL = `smtp://127.0.0.1:${String(server.port)}`;
    process.env.MAIL_FROM = "Harbor Dining <no-reply@harbor-test.example>";
    testDb = await createTestDb("pglite");
  });
  afterAll(async () => {
    await testDb.close();
    await server.close();
    for (const [name, value] of Object.entries(before)) {
      if (value === undefined) Reflect.deleteProperty(process.env, name);
      else process.env[name] = value;
    }
  });

  it("sends queued mail through that server, from MAIL_FROM, and marks it sent", async () => {
    const job = findJob("mail-delivery");
    if (!job) throw new Error("no mail-delivery job");
    const to = "job@harbor-test.example";
    await sendMail(testDb.db, { partnerCode: "harbor", to, subject: "Your table", text: "See you" });
    expect(await runJob(job, testDb.db, new Date(Date.now() + 1_000))).toEqual({
      sent: 1,
      retried: 0,
      dead: 0,
    });
    expect(server.received).toEqual([
      { from: "no-reply@harbor-test.example", to: [to], subject: "Your table" },
    ]);
    const [row] = await testDb.db.select().from(outboxMessages).where(eq(outboxMessages.toAddress, to));
    expect(row).toMatchObject({ status: "sent", attempts: 1 });
  });
});
