import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  impressions,
  jobRuns,
  memberReservations,
  members,
  outboxMessages,
  passwordResetTokens,
  rateLimitWindows,
  sessions,
  spentHumanChecks,
  transactions,
} from "@/backend/db/schema";
import { createTestDb, testDbKinds, type TestDb } from "@/backend/db/testing";
import { findJob } from "@/backend/jobs/all-jobs";
import { runJob } from "@/backend/jobs/run-job";
import { idleMs } from "@/backend/services/sessions/read-sealed-session";
import type { JobName } from "@/platform/job-names";
import { pastReservationRow } from "./reservation-test-kit";

// PostgreSQL too: jobs are SQL of their own (deletes by subquery, grouped updates).
const kinds = testDbKinds({ dialectMatters: true });
const minute = 60_000;
const day = 86_400_000;

describe.each(kinds)("the housekeeping jobs on %s", (kind) => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb(kind, { merchants: 5 });
  });
  afterAll(async () => {
    await testDb.close();
  });

  const db = () => testDb.db;
  const run = (name: JobName, now: Date) => {
    const job = findJob(name);
    if (!job) throw new Error(`no job ${name}`);
    return runJob(job, db(), now);
  };
  let serial = 0;
  async function member(partnerCode: string, tierLevel = 2): Promise<string> {
    serial += 1;
    const [row] = await db()
      .insert(members)
      .values({
        partnerCode,
        firstName: "Jo",
        lastName: "Batch",
        email: `jobs-${String(serial)}@${partnerCode}-test.example`,
        publicId: `jobs-${kind}-${String(serial)}`,
        tierLevel,
      })
      .returning({ id: members.id });
    if (!row) throw new Error("member not stored");
    return row.id;
  }
  async function merchantId(): Promise<string> {
    const [row] = await db().query.merchants.findMany({ columns: { id: true }, limit: 1 });
    if (!row) throw new Error("no merchant");
    return row.id;
  }

  it("prune deletes only what has expired or passed its retention, and records its success", async () => {
    const now = new Date();
    const at = (ms: number) => new Date(now.getTime() + ms);
    const memberId = await member("harbor");
    const session = (rememberMe: boolean, lastSeen: number, absolute: number, revoked = false) => ({
      memberId,
      partnerCode: "harbor",
      rememberMe,
      lastSeenAt: at(lastSeen),
      absoluteExpiresAt: at(absolute),
      revokedAt: revoked ? at(-minute) : null,
    });
    const keptSessions = await db()
      .insert(sessions)
      .values([session(false, -minute, 60 * minute), session(true, -day, 30 * day)])
      .returning({ id: sessions.id });
    const goneSessions = await db()
      .insert(sessions)
      .values([
        session(false, -idleMs(false) - minute, 60 * minute),
        session(true, -idleMs(true) - minute, day),
        session(true, -minute, -minute),
        session(false, -minute, 60 * minute, true),
      ])
      .returning({ id: sessions.id });
    await db()
      .insert(rateLimitWindows)
      .values([
        { key: "jobs:ended", hits: 3, resetAt: at(-1_000) },
        { key: "jobs:open", hits: 3, resetAt: at(minute) },
      ]);
    await db()
      .insert(spentHumanChecks)
      .values([
        { id: "jobs-expired", expiresAt: at(-1_000) },
        { id: "jobs-live", expiresAt: at(minute) },
      ]);
    const token = (tokenHash: string, expiresAt: Date) => ({
      partnerCode: "harbor",
      memberId,
      tokenHash,
      expiresAt,
    });
    await db()
      .insert(passwordResetTokens)
      .values([token("jobs-expired", at(-1_000)), token("jobs-live", at(10 * minute))]);
    const mail = (
      subject: string,
      status: "queued" | "sent" | "dead",
      created: number,
      sent: number | null,
    ) => ({
      partnerCode: "harbor",
      toAddress: "prune@harbor-test.example",
      subject,
      textBody: "x",
      status,
      createdAt: at(created),
      sentAt: sent === null ? null : at(sent),
    });
    await db()
      .insert(outboxMessages)
      .values([
        mail("sent 15 days ago", "sent", -15 * day, -15 * day),
        mail("sent 13 days ago", "sent", -15 * day, -13 * day),
        mail("queued 40 days ago", "queued", -40 * day, null),
        mail("dead since 31 days", "dead", -31 * day, null),
        mail("dead since 29 days", "dead", -29 * day, null),
      ]);
    const impression = (path: string, received: number) => ({
      partnerCode: "harbor",
      channel: "web",
      event: "page_view",
      dateTime: at(received),
      userAgent: "test",
      path,
      payload: {},
      receivedAt: at(received),
    });
    await db()
      .insert(impressions)
      .values([impression("/jobs-old", -396 * day), impression("/jobs-kept", -394 * day)]);

    const outcome = await run("prune", now);
    expect(outcome).toMatchObject({
      sessions: 4,
      rateLimitWindows: 1,
      spentHumanChecks: 1,
      passwordResetTokens: 1,
      sentMail: 1,
      deadMail: 1,
      impressions: 1,
    });

    const sessionIds = [...keptSessions, ...goneSessions].map((row) => row.id);
    const left = await db()
      .select({ id: sessions.id })
      .from(sessions)
      .where(inArray(sessions.id, sessionIds));
    expect(left.map((row) => row.id).sort()).toEqual(keptSessions.map((row) => row.id).sort());
    expect((await db().select().from(rateLimitWindows)).map((row) => row.key)).toEqual(["jobs:open"]);
    expect((await db().select().from(spentHumanChecks)).map((row) => row.id)).toEqual(["jobs-live"]);
    expect(
      (await db().select().from(passwordResetTokens).where(eq(passwordResetTokens.memberId, memberId))).map(
        (row) => row.tokenHash,
      ),
    ).toEqual(["jobs-live"]);
    const subjects = (
      await db()
        .select({ subject: outboxMessages.subject })
        .from(outboxMessages)
        .where(eq(outboxMessages.toAddress, "prune@harbor-test.example"))
    ).map((row) => row.subject);
    expect(subjects.sort()).toEqual(["dead since 29 days", "queued 40 days ago", "sent 13 days ago"]);
    const paths = (
      await db()
        .select({ path: impressions.path })
        .from(impressions)
        .where(inArray(impressions.path, ["/jobs-old", "/jobs-kept"]))
    ).map((row) => row.path);
    expect(paths).toEqual(["/jobs-kept"]);

    // A second run finds nothing more; both successes are recorded for the metric.
    expect(Object.values(await run("prune", now)).every((count) => count === 0)).toBe(true);
    const [record] = await db().select().from(jobRuns).where(eq(jobRuns.name, "prune"));
    expect(record).toMatchObject({ successes: 2, lastError: null });
    expect(record?.lastSuccessAt).toBeInstanceOf(Date);
  });

  it("no-shows marks bookings still open ten days after their time, only where dines claim bookings", async () => {
    const now = new Date();
    const where = await merchantId();
    const guest = await member("harbor");
    const rows = await db()
      .insert(memberReservations)
      .values([
        pastReservationRow(guest, where, 11),
        pastReservationRow(guest, where, 9),
        pastReservationRow(guest, where, 12, { status: "dined" }),
        pastReservationRow(guest, where, 13, { status: "cancelled" }),
      ])
      .returning({ id: memberReservations.id });
    // A partner without the reservation bonus never marks a booking dined: nothing is a no-show there.
    const elsewhere = await member("skyway");
    const [other] = await db()
      .insert(memberReservations)
      .values(pastReservationRow(elsewhere, where, 20, { partnerCode: "skyway" }))
      .returning({ id: memberReservations.id });

    expect(await run("no-shows", now)).toEqual({ marked: 1 });
    const statuses = await db()
      .select({ id: memberReservations.id, status: memberReservations.status })
      .from(memberReservations)
      .where(inArray(memberReservations.id, [...rows.map((row) => row.id), other?.id ?? ""]));
    const statusOf = (id: string | undefined) => statuses.find((row) => row.id === id)?.status;
    expect(rows.map((row) => statusOf(row.id))).toEqual(["no_show", "booked", "dined", "cancelled"]);
    expect(statusOf(other?.id)).toBe("booked");
    expect(await run("no-shows", now)).toEqual({ marked: 0 });
  });

  it("the VIP batch moves up opted-in members who met the dining goal this year, and no one else", async () => {
    const now = new Date();
    const where = await merchantId();
    const yearStart = Date.UTC(now.getUTCFullYear(), 0, 1, 12);
    const meals = async (
      memberId: string,
      partnerCode: string,
      count: number,
      awardStatus: "Awarded" | "Pending",
      offset = 0,
    ) => {
      if (count === 0) return;
      await db()
        .insert(transactions)
        .values(
          Array.from({ length: count }, (_, n) => ({
            partnerCode,
            memberId,
            merchantId: where,
            date: new Date(yearStart + offset + n * 3_600_000),
            ticketAmountCents: 4_000,
            benefitAmount: 40,
            awardStatus,
            transactionType: "S" as const,
            sourceTransactionId: `vip-${memberId}-${String(n)}`,
          })),
        );
    };
    // Harbor's rule: 11 dines in the calendar year.
    const qualified = await member("harbor", 2);
    await meals(qualified, "harbor", 11, "Awarded");
    const short = await member("harbor", 2);
    await meals(short, "harbor", 10, "Awarded");
    await meals(short, "harbor", 3, "Pending", 20 * 3_600_000);
    const lastYear = await member("harbor", 2);
    await meals(lastYear, "harbor", 11, "Awarded", -30 * day);
    const optedOut = await member("harbor", 0);
    await meals(optedOut, "harbor", 11, "Awarded");
    const noVip = await member("skyway", 2);
    await meals(noVip, "skyway", 11, "Awarded");

    const { promoted } = await run("vip-qualification", now);
    expect(promoted).toBeGreaterThanOrEqual(1);
    const tiers = await db()
      .select({ id: members.id, tierLevel: members.tierLevel })
      .from(members)
      .where(inArray(members.id, [qualified, short, lastYear, optedOut, noVip]));
    const tierOf = (id: string) => tiers.find((row) => row.id === id)?.tierLevel;
    expect([qualified, short, lastYear, optedOut, noVip].map(tierOf)).toEqual([3, 2, 2, 0, 2]);
    expect(await run("vip-qualification", now)).toEqual({ promoted: 0 });
  });
});
