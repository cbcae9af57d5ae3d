import { count, eq, inArray, isNull } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { members, merchants, outboxMessages, transactions } from "@/backend/db/schema";
import { testDbKinds } from "@/backend/db/testing";
import { findJob } from "@/backend/jobs/all-jobs";
import { setJobNudger } from "@/backend/jobs/nudge";
import { runJob } from "@/backend/jobs/run-job";
import { notEarnedReasonText } from "@/shared/rules/not-earned-reason";
import { networkFeedSuite } from "./network-feed-test-kit";

// PostgreSQL too: two runs side by side must claim different rows (SKIP LOCKED).
const kinds = testDbKinds({ dialectMatters: true });
const dayMs = 86_400_000;

// Award notices (decision 0065): the member hears of each ingested award, missed award and
// reversal once, in the partner's words, unless they opted out of email.
describe.each(kinds)("award notices on %s", (kind) => {
  const suite = networkFeedSuite(kind);
  const { api, memberWithCard, memberWithRegisteredCard, dine, ingest, message, send } = suite;
  const db = () => api().testDb.db;
  const notices = () => {
    const job = findJob("award-notices");
    if (!job) throw new Error("no award-notices job");
    return runJob(job, db(), new Date());
  };
  const mailTo = (email: string) =>
    db().select().from(outboxMessages).where(eq(outboxMessages.toAddress, email));
  async function optedIn(tierLevel = 2, emailOptIn = true) {
    const { member, card } = await memberWithCard(tierLevel);
    await db().update(members).set({ emailOptIn }).where(eq(members.id, member.id));
    return { member, card };
  }
  async function merchantName(id: string) {
    const [row] = await db().select({ name: merchants.name }).from(merchants).where(eq(merchants.id, id));
    return row?.name ?? "";
  }
  const noticedAt = async (memberId: string) =>
    (
      await db()
        .select({ at: transactions.memberNoticedAt })
        .from(transactions)
        .where(eq(transactions.memberId, memberId))
    ).map((row) => row.at);

  afterEach(() => {
    setJobNudger(undefined);
  });

  it("mails nobody about the seed's rows: the seed marks every row it writes noticed", async () => {
    expect(await notices()).toMatchObject({ mailed: 0 });
    expect(await db().select({ n: count() }).from(outboxMessages)).toEqual([{ n: 0 }]);
    expect(
      await db().select({ n: count() }).from(transactions).where(isNull(transactions.memberNoticedAt)),
    ).toEqual([{ n: 0 }]);
  });

  it("mails an award once in the partner's words, however often the job runs", async () => {
    const { member, card } = await optedIn();
    await ingest(dine(card.id));
    expect(await notices()).toMatchObject({ claimed: 1, mailed: 1, silent: 0 });
    await notices();
    const mail = await mailTo(member.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toBe("Points on their way to your Harbor Hotels Rewards account");
    expect(mail[0]?.textBody).toContain("Hello Ina,");
    expect(mail[0]?.textBody).toContain(
      `Thank you for dining at ${await merchantName(suite.merchantId())} on 14 January 2026. Your meal earned 400 points`,
    );
    expect(await noticedAt(member.id)).toEqual([expect.any(Date)]);
  });

  it("mails each award once when two runs go at once", async () => {
    const diners = await Promise.all([optedIn(), optedIn(), optedIn(), optedIn()]);
    for (const { card } of diners)
      await ingest(dine(card.id), dine(card.id, { date: "2026-01-15T19:30:00-05:00" }));
    const runs = await Promise.all([notices(), notices()]);
    expect(runs.reduce((total, run) => total + (run.mailed ?? 0), 0)).toBe(4);
    for (const { member } of diners) {
      const mail = await mailTo(member.email);
      expect(mail).toHaveLength(1);
      // Both meals, in one message.
      expect(mail[0]?.textBody.match(/earned 400 points/g)).toHaveLength(2);
    }
  });

  it("mails no member who opted out of email, and takes their award all the same", async () => {
    const { member, card } = await optedIn(0, false);
    await ingest(dine(card.id));
    expect(await notices()).toMatchObject({ claimed: 1, mailed: 0, silent: 1 });
    expect(await mailTo(member.email)).toEqual([]);
    expect(await noticedAt(member.id)).toEqual([expect.any(Date)]);
    // Opting in later does not bring up what was already decided.
    await db().update(members).set({ emailOptIn: true }).where(eq(members.id, member.id));
    await notices();
    expect(await mailTo(member.email)).toEqual([]);
  });

  it("tells a meal that earned nothing, with the reason", async () => {
    const { member, card } = await optedIn();
    // A Tuesday at the merchant that earns on Mondays only.
    await ingest(dine(card.id, { merchantId: suite.mondayMerchantId(), date: "2026-01-13T12:00:00-05:00" }));
    await notices();
    const [mail] = await mailTo(member.email);
    expect(mail?.subject).toBe("A meal that earned no points this time");
    expect(mail?.textBody).toContain("on 13 January 2026 did not earn points.");
    expect(mail?.textBody).toContain(notEarnedReasonText("non_earning_day", "points"));
  });

  it("tells a meal and the reservation bonus it earned in one message", async () => {
    const { member, card } = await optedIn();
    await suite.reservation(member.id, "booked");
    await ingest(dine(card.id));
    await notices();
    const mail = await mailTo(member.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toBe("Points on their way to your Harbor Hotels Rewards account");
    expect(mail[0]?.textBody).toContain("earned a reservation bonus of 50 points.");
  });

  it("tells a refund that took back what a meal earned", async () => {
    const { member, reference } = await memberWithRegisteredCard(2);
    await db().update(members).set({ emailOptIn: true }).where(eq(members.id, member.id));
    const clearing = message(reference);
    await send(clearing);
    await notices();
    await send(
      message(reference, {
        messageType: "refund",
        originalNetworkTransactionId: clearing.networkTransactionId,
        localDate: "2026-01-20",
        localTime: "10:00",
      }),
    );
    await notices();
    const mail = await mailTo(member.email);
    expect(mail.map((row) => row.subject)).toEqual([
      "Points on their way to your Harbor Hotels Rewards account",
      "A refund changed your points",
    ]);
    expect(mail[1]?.textBody).toContain(
      "refunded your meal of 14 January 2026, so 400 points earned for it were taken back.",
    );
  });

  it("does not mail an award that waited over a day: it is no longer news", async () => {
    const { member, card } = await optedIn();
    await ingest(dine(card.id));
    await db()
      .update(transactions)
      .set({ createdAt: new Date(Date.now() - 2 * dayMs) })
      .where(eq(transactions.memberId, member.id));
    expect(await notices()).toMatchObject({ mailed: 0 });
    expect(await mailTo(member.email)).toEqual([]);
    expect(await noticedAt(member.id)).toEqual([expect.any(Date)]);
  });

  it("asks for the notices and the bonus check as soon as a batch commits", async () => {
    const nudged: string[] = [];
    setJobNudger((job) => nudged.push(job));
    const { card } = await optedIn();
    await ingest(dine(card.id));
    expect(nudged).toEqual(expect.arrayContaining(["award-notices", "bonus-qualification"]));
    const { reference } = await memberWithRegisteredCard(2);
    nudged.length = 0;
    await send(message(reference));
    expect(nudged).toEqual(expect.arrayContaining(["award-notices", "bonus-qualification"]));
  });

  it("never logs an address: the mail log names the domain only", async () => {
    const rows = await db()
      .select({ subject: outboxMessages.subject })
      .from(outboxMessages)
      .where(inArray(outboxMessages.partnerCode, ["harbor"]));
    for (const row of rows) expect(row.subject).not.toMatch(/@|\d/);
  });
});
