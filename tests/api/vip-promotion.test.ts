import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { members, outboxMessages, transactions } from "@/backend/db/schema";
import { testDbKinds } from "@/backend/db/testing";
import { settleDueAwards } from "@/backend/ingestion/settle-due-awards";
import { findJob } from "@/backend/jobs/all-jobs";
import { runJob } from "@/backend/jobs/run-job";
import { getDiningProgress } from "@/backend/services/members/get-dining-progress";
import { getPartner } from "@/partners/registry";
import { ingestionSuite } from "./ingestion-test-kit";

// PostgreSQL too: two VIP batches at once must move and mail a member once.
const kinds = testDbKinds({ dialectMatters: true });
/** Last year's 1 December: every meal of that year is in the past, whenever the suite runs. */
const lastYear = new Date().getUTCFullYear() - 1;
const runAt = new Date(Date.UTC(lastYear, 11, 1, 12));

// VIP from the engine's awards (account-center §4 Dining progress, decisions 0052 and 0065).
describe.each(kinds)("VIP promotion on %s", (kind) => {
  const { api, memberWithCard, merchantId, dine, ingest } = ingestionSuite(kind);
  const db = () => api().testDb.db;
  const harbor = () => {
    const partner = getPartner("harbor")?.effective;
    if (!partner) throw new Error("no harbor");
    return partner;
  };
  const vipBatch = (now: Date) => {
    const job = findJob("vip-qualification");
    if (!job) throw new Error("no vip-qualification job");
    return runJob(job, db(), now);
  };
  const mailTo = (email: string) =>
    db().select().from(outboxMessages).where(eq(outboxMessages.toAddress, email));
  async function optedIn() {
    // Linked long before last year's meals, so each earns.
    const { member, card } = await memberWithCard(2, new Date(Date.UTC(lastYear - 1, 0, 1)));
    await db().update(members).set({ emailOptIn: true }).where(eq(members.id, member.id));
    return { member, card };
  }
  const progress = async (memberId: string, now: Date) => {
    const [row] = await db()
      .select({ tierLevel: members.tierLevel })
      .from(members)
      .where(eq(members.id, memberId));
    return getDiningProgress(db(), {
      partnerCode: "harbor",
      memberId,
      tierLevel: row?.tierLevel ?? 0,
      config: harbor(),
      now,
    });
  };

  it("follows the feed's awards: building while pending, complete once awarded, VIP and renewing next year", async () => {
    const now = runAt;
    const year = lastYear;
    const { member, card } = await optedIn();
    // Harbor's goal is 11 dines: eleven January dinners in New York, through the feed.
    await ingest(
      ...Array.from({ length: 11 }, (_, n) =>
        dine(card.id, { date: `${String(year)}-01-${String(n + 2).padStart(2, "0")}T19:30:00-05:00` }),
      ),
    );
    expect(await progress(member.id, now)).toMatchObject({
      status: "Building",
      ytdDines: 0,
      pendingDines: 11,
      displayYear: year,
    });
    await vipBatch(now);
    expect((await progress(member.id, now)).status).toBe("Building");

    await settleDueAwards(db(), now);
    expect(await progress(member.id, now)).toMatchObject({
      status: "Qualified",
      ytdDines: 11,
      remainingDines: 0,
      displayYear: year + 1,
    });
    await vipBatch(now);
    const [row] = await db()
      .select({ tierLevel: members.tierLevel })
      .from(members)
      .where(eq(members.id, member.id));
    expect(row?.tierLevel).toBe(3);
    const mail = await mailTo(member.email);
    expect(mail.map((message) => message.subject)).toEqual(["Welcome to VIP at Harbor Hotels Rewards"]);
    expect(mail[0]?.textBody).toContain(`for the rest of this year and all of ${String(year + 1)}.`);

    // Next year the VIP dines again toward keeping it: renewing, shown for the year after.
    const nextYear = new Date(Date.UTC(year + 1, 1, 1));
    expect(await progress(member.id, nextYear)).toMatchObject({
      status: "QualifiedAndBuilding",
      ytdDines: 0,
      displayYear: year + 2,
    });
  });

  it("mails a member moved up once, however many batches run, at once or again", async () => {
    const now = runAt;
    const yearStart = Date.UTC(lastYear, 0, 1, 12);
    const { member } = await optedIn();
    await db()
      .insert(transactions)
      .values(
        Array.from({ length: 11 }, (_, n) => ({
          partnerCode: "harbor",
          memberId: member.id,
          merchantId: merchantId(),
          date: new Date(yearStart + n * 3_600_000),
          ticketAmountCents: 4_000,
          benefitAmount: 200,
          awardStatus: "Awarded" as const,
          transactionType: "S" as const,
          sourceTransactionId: `vip-${randomUUID()}`,
        })),
      );
    await Promise.all([vipBatch(now), vipBatch(now)]);
    await vipBatch(now);
    expect(await mailTo(member.email)).toHaveLength(1);
  });

  it("moves up a member who opted out of email without mailing them", async () => {
    const now = runAt;
    const { member } = await memberWithCard(2);
    await db()
      .insert(transactions)
      .values(
        Array.from({ length: 11 }, (_, n) => ({
          partnerCode: "harbor",
          memberId: member.id,
          merchantId: merchantId(),
          date: new Date(Date.UTC(lastYear, 0, 1, 12) + n * 3_600_000),
          ticketAmountCents: 4_000,
          benefitAmount: 200,
          awardStatus: "Awarded" as const,
          transactionType: "S" as const,
          sourceTransactionId: `vip-${randomUUID()}`,
        })),
      );
    await vipBatch(now);
    const [row] = await db()
      .select({ tierLevel: members.tierLevel })
      .from(members)
      .where(eq(members.id, member.id));
    expect(row?.tierLevel).toBe(3);
    expect(await mailTo(member.email)).toEqual([]);
  });
});
