import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxMessages } from "@/backend/db/schema";
import { testDbKinds } from "@/backend/db/testing";
import { reportJobState } from "@/backend/metrics/job-metrics";
import { metrics } from "@/backend/metrics/registry";
import { deliverQueuedMail } from "@/backend/services/mail/deliver-queued-mail";
import { mailQueueState } from "@/backend/services/mail/mail-queue-state";
import { mailMaxAttempts } from "@/backend/services/mail/mail-retry";
import { smtpTransport } from "@/backend/services/mail/mail-transport";
import { sendMail } from "@/backend/services/mail/send-mail";
import { freePort, startTestSmtpServer, type TestSmtpServer } from "../support/test-smtp-server";
import { createTestApi, type TestApi } from "./support";
import { booked, daysAhead, freshMember, merchantWithSlot } from "./reservation-test-kit";

// PostgreSQL too: delivery claims rows with SKIP LOCKED, and two deliveries race there.
const kinds = testDbKinds({ dialectMatters: true });

describe.each(kinds)("mail while the mail server is down, on %s", (kind) => {
  let api: TestApi;
  let port: number;
  let server: TestSmtpServer | undefined;
  const date = daysAhead(16);

  beforeAll(async () => {
    api = await createTestApi(kind, { merchants: 40 });
    port = await freePort();
  });
  afterAll(async () => {
    await server?.close();
    await api.close();
  });

  const db = () => api.testDb.db;
  const transport = () =>
    smtpTransport(`smtp://127.0.0.1:${String(port)}`, "Rewards <no-reply@rewards.example>");
  const rowTo = async (address: string) => {
    const [row] = await db().select().from(outboxMessages).where(eq(outboxMessages.toAddress, address));
    if (!row) throw new Error("no message queued");
    return row;
  };
  const serverUp = async () => {
    server ??= await startTestSmtpServer(port);
    return server;
  };
  const serverDown = async () => {
    await server?.close();
    server = undefined;
  };

  it("a booking answers 201 with nothing listening, and its confirmation is delivered once the server is back", async () => {
    const { visitor, email } = await freshMember(api, "outage");
    await booked(visitor, { ...(await merchantWithSlot(api, date)), date });
    const queued = await rowTo(email);
    expect(queued).toMatchObject({ status: "queued", attempts: 0, sentAt: null });

    const firstTry = queued.nextAttemptAt;
    expect(await deliverQueuedMail(db(), { transport: transport(), now: firstTry })).toEqual({
      sent: 0,
      retried: 1,
      dead: 0,
    });
    const waiting = await rowTo(email);
    expect(waiting).toMatchObject({ status: "queued", attempts: 1 });
    expect(waiting.lastError).toMatch(/^E[A-Z]+$/);
    expect(waiting.nextAttemptAt.getTime()).toBe(firstTry.getTime() + 60_000);

    const up = await serverUp();
    // Not due yet: the backoff holds it.
    const early = new Date(firstTry.getTime() + 30_000);
    expect(await deliverQueuedMail(db(), { transport: transport(), now: early })).toEqual({
      sent: 0,
      retried: 0,
      dead: 0,
    });
    expect(await deliverQueuedMail(db(), { transport: transport(), now: waiting.nextAttemptAt })).toEqual({
      sent: 1,
      retried: 0,
      dead: 0,
    });
    const later = new Date(waiting.nextAttemptAt.getTime() + 3_600_000);
    await deliverQueuedMail(db(), { transport: transport(), now: later });
    const delivered = up.received.filter((mail) => mail.to.includes(email));
    expect(delivered).toHaveLength(1);
    expect(delivered[0]?.subject).toMatch(/^Reservation confirmed: /);
    expect(await rowTo(email)).toMatchObject({ status: "sent", attempts: 2, lastError: null });
  });

  it("two deliveries side by side send each message once", async () => {
    const up = await serverUp();
    const addresses = [1, 2, 3, 4, 5, 6].map((n) => `side-by-side-${String(n)}@harbor-test.example`);
    for (const to of addresses)
      await sendMail(db(), { partnerCode: "harbor", to, subject: "Hello", text: "Hi" });
    const now = new Date(Date.now() + 1_000);
    const outcomes = await Promise.all([
      deliverQueuedMail(db(), { transport: transport(), now }),
      deliverQueuedMail(db(), { transport: transport(), now }),
    ]);
    expect(outcomes.reduce((sum, outcome) => sum + outcome.sent, 0)).toBe(addresses.length);
    for (const to of addresses) expect(up.received.filter((mail) => mail.to.includes(to))).toHaveLength(1);
  });

  it("a message goes dead after its last try and is never sent after that, and the metrics say so", async () => {
    await serverDown();
    const to = "dead-letter@harbor-test.example";
    await sendMail(db(), { partnerCode: "harbor", to, subject: "Reset your password", text: "A link" });
    for (let attempt = 1; attempt <= mailMaxAttempts; attempt += 1) {
      const { nextAttemptAt } = await rowTo(to);
      const outcome = await deliverQueuedMail(db(), { transport: transport(), now: nextAttemptAt });
      expect(outcome).toEqual(
        attempt < mailMaxAttempts ? { sent: 0, retried: 1, dead: 0 } : { sent: 0, retried: 0, dead: 1 },
      );
    }
    const dead = await rowTo(to);
    expect(dead).toMatchObject({ status: "dead", attempts: mailMaxAttempts, sentAt: null });
    expect(dead.lastError).not.toContain("@");

    const up = await serverUp();
    await deliverQueuedMail(db(), { transport: transport(), now: new Date(Date.now() + 86_400_000) });
    expect(up.received.filter((mail) => mail.to.includes(to))).toEqual([]);

    reportJobState({ lastSuccesses: () => Promise.resolve([]), mailQueue: () => mailQueueState(db()) });
    const counts = await metrics().registry.getSingleMetricAsString("rewards_mail_queue_messages");
    expect(counts).toContain('rewards_mail_queue_messages{status="dead"} 1');
    expect(counts).toContain('rewards_mail_queue_messages{status="queued"} 0');
    expect(counts).not.toContain("@");
  });

  it("the metrics tell how long the oldest queued message has waited", async () => {
    await sendMail(db(), {
      partnerCode: "harbor",
      to: "waiting@harbor-test.example",
      subject: "Hi",
      text: "Hi",
    });
    await db()
      .update(outboxMessages)
      .set({ createdAt: new Date(Date.now() - 600_000) })
      .where(eq(outboxMessages.toAddress, "waiting@harbor-test.example"));
    reportJobState({ lastSuccesses: () => Promise.resolve([]), mailQueue: () => mailQueueState(db()) });
    const age = await metrics().registry.getSingleMetricAsString("rewards_mail_queue_oldest_age_seconds");
    const seconds = Number(/^rewards_mail_queue_oldest_age_seconds (\S+)$/m.exec(age)?.[1]);
    expect(seconds).toBeGreaterThanOrEqual(600);
    expect(seconds).toBeLessThan(700);
  });
});
