import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { memberBonuses, members, outboxMessages, transactions } from "@/backend/db/schema";
import { testDbKinds } from "@/backend/db/testing";
import { findJob } from "@/backend/jobs/all-jobs";
import { runJob } from "@/backend/jobs/run-job";
import type { AwardStatus, TransactionType } from "@/shared/contracts/activity";
import { ingestionSuite } from "./ingestion-test-kit";

// PostgreSQL too: two runs at once must post a bonus once.
const kinds = testDbKinds({ dialectMatters: true });
const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

// Bonus qualification (decision 0065): a registered bonus with a condition is earned once, by
// meals that earned, made from registration on, within one calendar period.
describe.each(kinds)("bonus qualification on %s", (kind) => {
  const { api, memberWithCard, merchantId, dine, ingest } = ingestionSuite(kind);
  const db = () => api().testDb.db;
  const job = (name: "bonus-qualification" | "award-notices") => {
    const found = findJob(name);
    if (!found) throw new Error(`no job ${name}`);
    return runJob(found, db(), new Date());
  };
  const qualify = () => job("bonus-qualification");

  async function holding(
    code: string,
    enrolledAt: Date | null,
    options: { partnerCode?: string; isNewMemberBonus?: boolean; joinDate?: Date } = {},
  ) {
    const partnerCode = options.partnerCode ?? "harbor";
    const { member, card } = await memberWithCard(2, new Date("2025-06-01T00:00:00Z"), partnerCode);
    if (options.joinDate)
      await db().update(members).set({ joinDate: options.joinDate }).where(eq(members.id, member.id));
    await db()
      .insert(memberBonuses)
      .values({
        partnerCode,
        memberId: member.id,
        code,
        status: enrolledAt ? "enrolled" : "eligible",
        isNewMemberBonus: options.isNewMemberBonus ?? false,
        createdAt: enrolledAt ?? new Date("2026-01-01T00:00:00Z"),
        enrolledAt,
      });
    return { member, card, partnerCode };
  }

  /** A meal as the engine posts it (ingested), earning 400 unless told otherwise. */
  async function meal(
    holder: { member: { id: string }; partnerCode: string },
    date: string | Date,
    options: {
      awardStatus?: AwardStatus;
      benefitAmount?: number;
      source?: string;
      transactionType?: TransactionType;
      ingested?: boolean;
    } = {},
  ) {
    await db()
      .insert(transactions)
      .values({
        partnerCode: holder.partnerCode,
        memberId: holder.member.id,
        merchantId: merchantId(),
        date: new Date(date),
        ticketAmountCents: 8_000,
        benefitAmount: options.benefitAmount ?? 400,
        awardStatus: options.awardStatus ?? "Awarded",
        transactionType: options.transactionType ?? "S",
        sourceTransactionId: options.source ?? `meal-${randomUUID()}`,
        ingestionBatchId: options.ingested === false ? null : "test-batch",
        notEarnedReason: options.transactionType === "A" ? "refunded" : null,
      });
  }

  async function state(holder: { member: { id: string } }, code: string) {
    const [bonus] = await db()
      .select({ status: memberBonuses.status })
      .from(memberBonuses)
      .where(and(eq(memberBonuses.memberId, holder.member.id), eq(memberBonuses.code, code)));
    const posted = await db()
      .select()
      .from(transactions)
      .where(and(eq(transactions.memberId, holder.member.id), eq(transactions.transactionType, "B")));
    return { status: bonus?.status, posted };
  }

  it("is earned exactly at its condition: 2 dines in the quarter no, the 3rd yes, posted once", async () => {
    const holder = await holding("HHD-DINE3-500", new Date("2026-04-01T00:00:00Z"));
    await meal(holder, "2026-04-10T23:00:00Z");
    await meal(holder, "2026-04-20T23:00:00Z");
    await qualify();
    expect(await state(holder, "HHD-DINE3-500")).toEqual({ status: "enrolled", posted: [] });

    await meal(holder, "2026-05-01T23:00:00Z", { awardStatus: "Pending" });
    expect((await qualify()).posted).toBeGreaterThanOrEqual(1);
    await qualify();
    const { status, posted } = await state(holder, "HHD-DINE3-500");
    expect(status).toBe("qualified");
    expect(posted).toEqual([
      expect.objectContaining({
        benefitAmount: 500,
        transactionType: "B",
        // Dated at the meal that met it, on that meal's posting schedule (long due by now).
        date: new Date("2026-05-01T23:00:00Z"),
        awardStatus: "Awarded",
        sourceTransactionId: `bonus:HHD-DINE3-500:${holder.member.id}:2026-04-01`,
        merchantId: null,
      }),
    ]);
  });

  it("counts no meal from before registration, and nothing for a bonus only offered", async () => {
    const late = await holding("HHD-DINE3-500", new Date("2026-04-05T00:00:00Z"));
    await meal(late, "2026-04-02T20:00:00Z");
    await meal(late, "2026-04-04T23:59:59Z");
    await meal(late, "2026-04-10T20:00:00Z");
    await meal(late, "2026-04-11T20:00:00Z");
    const offered = await holding("HHD-DINE3-500", null);
    for (const day of ["10", "11", "12", "13"]) await meal(offered, `2026-04-${day}T20:00:00Z`);
    await qualify();
    expect(await state(late, "HHD-DINE3-500")).toEqual({ status: "enrolled", posted: [] });
    expect(await state(offered, "HHD-DINE3-500")).toEqual({ status: "eligible", posted: [] });
    await meal(late, "2026-04-12T20:00:00Z");
    await qualify();
    expect((await state(late, "HHD-DINE3-500")).status).toBe("qualified");
  });

  it("counts meals within one calendar quarter (UTC): three across its end are not three in one", async () => {
    const holder = await holding("HHD-DINE3-500", new Date("2026-05-01T00:00:00Z"));
    await meal(holder, "2026-06-20T20:00:00Z");
    await meal(holder, "2026-06-30T23:59:59Z");
    await meal(holder, "2026-07-01T00:00:00Z");
    await qualify();
    expect(await state(holder, "HHD-DINE3-500")).toEqual({ status: "enrolled", posted: [] });
    await meal(holder, "2026-09-30T23:00:00Z");
    await meal(holder, "2026-08-15T20:00:00Z");
    await qualify();
    const { posted } = await state(holder, "HHD-DINE3-500");
    expect(posted.map((row) => [row.sourceTransactionId, row.date])).toEqual([
      [`bonus:HHD-DINE3-500:${holder.member.id}:2026-07-01`, new Date("2026-09-30T23:00:00Z")],
    ]);
  });

  it("counts neither meals that earned nothing, nor one refunded in full, nor the seed's rows", async () => {
    const holder = await holding("HHD-DINE3-500", new Date("2026-04-01T00:00:00Z"));
    await meal(holder, "2026-04-10T20:00:00Z", { awardStatus: "Forfeit", benefitAmount: 0 });
    await meal(holder, "2026-04-11T20:00:00Z", { awardStatus: "Deferred", benefitAmount: 0 });
    await meal(holder, "2026-04-12T20:00:00Z", { ingested: false });
    await meal(holder, "2026-04-13T20:00:00Z", { source: "network:visa:full" });
    await meal(holder, "2026-04-14T20:00:00Z", {
      source: "refund:network:visa:full:r1",
      transactionType: "A",
      benefitAmount: -400,
    });
    await meal(holder, "2026-04-15T20:00:00Z", { source: "network:visa:part" });
    await meal(holder, "2026-04-16T20:00:00Z", {
      source: "refund:network:visa:part:r2",
      transactionType: "A",
      benefitAmount: -100,
    });
    await meal(holder, "2026-04-17T20:00:00Z");
    await qualify();
    expect(await state(holder, "HHD-DINE3-500")).toEqual({ status: "enrolled", posted: [] });
    await meal(holder, "2026-04-18T20:00:00Z");
    await qualify();
    // The partly refunded meal counts: it still earned.
    expect((await state(holder, "HHD-DINE3-500")).posted.map((row) => row.date)).toEqual([
      new Date("2026-04-18T20:00:00Z"),
    ]);
  });

  it("posts a bonus once when runs go at once", async () => {
    const holders = await Promise.all(
      [1, 2, 3].map(() => holding("HHD-DINE3-500", new Date("2026-01-01T00:00:00Z"))),
    );
    for (const holder of holders)
      for (const day of ["05", "06", "07"]) await meal(holder, `2026-02-${day}T20:00:00Z`);
    const runs = await Promise.all([qualify(), qualify(), qualify()]);
    expect(runs.reduce((total, run) => total + (run.posted ?? 0), 0)).toBeGreaterThanOrEqual(3);
    for (const holder of holders) {
      const { status, posted } = await state(holder, "HHD-DINE3-500");
      expect(status).toBe("qualified");
      expect(posted).toHaveLength(1);
    }
  });

  it("earns the new-member bonus by a meal within 2160 hours of joining", async () => {
    const joined = new Date("2026-01-01T00:00:00Z");
    const holder = await holding("HHD-WELCOME-1000", new Date("2026-01-02T00:00:00Z"), {
      isNewMemberBonus: true,
      joinDate: joined,
    });
    await meal(holder, new Date(joined.getTime() + 2_161 * hourMs));
    await qualify();
    expect(await state(holder, "HHD-WELCOME-1000")).toEqual({ status: "enrolled", posted: [] });
    await meal(holder, new Date(joined.getTime() + 2_159 * hourMs));
    await qualify();
    expect((await state(holder, "HHD-WELCOME-1000")).posted).toEqual([
      expect.objectContaining({ benefitAmount: 1_000 }),
    ]);
  });

  it("earns the app-only bonus through the same path, Pending while its meal is", async () => {
    const holder = await holding("GLF-APP-5", new Date(Date.now() - 3 * dayMs), { partnerCode: "greenleaf" });
    await meal(holder, new Date(Date.now() - hourMs), { awardStatus: "Pending", benefitAmount: 160 });
    await qualify();
    const { status, posted } = await state(holder, "GLF-APP-5");
    expect(status).toBe("qualified");
    expect(posted).toEqual([
      expect.objectContaining({ partnerCode: "greenleaf", benefitAmount: 500, awardStatus: "Pending" }),
    ]);
  });

  it("is earned by meals from the feed, and the member is told in the partner's words", async () => {
    const holder = await holding("HHD-DINE3-500", new Date("2026-01-01T00:00:00Z"));
    await db().update(members).set({ emailOptIn: true }).where(eq(members.id, holder.member.id));
    await ingest(
      dine(holder.card.id, { date: "2026-01-14T19:30:00-05:00" }),
      dine(holder.card.id, { date: "2026-01-15T19:30:00-05:00" }),
    );
    await job("award-notices");
    await qualify();
    expect((await state(holder, "HHD-DINE3-500")).status).toBe("enrolled");
    await ingest(dine(holder.card.id, { date: "2026-01-16T19:30:00-05:00" }));
    await job("award-notices");
    await qualify();
    await job("award-notices");
    const mail = await db()
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.toAddress, holder.member.email));
    expect(mail.map((row) => row.subject)).toEqual([
      "Points on their way to your Harbor Hotels Rewards account",
      "Points on their way to your Harbor Hotels Rewards account",
      "Bonus points earned",
    ]);
    expect(mail[2]?.textBody).toContain(
      "You did it: 500 bonus points when you dine 3 times this quarter. 500 points are on their way",
    );
  });
});
