import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memberBonuses, members, transactions } from "@/backend/db/schema";
import { testDbKinds } from "@/backend/db/testing";
import { memberAccountSchema } from "@/shared/contracts/member-account";
import { createTestApi, memberRow, signedInVisitor, type TestApi } from "./support";

const hourMs = 3_600_000;

describe.each(testDbKinds())("GET /api/Member dining progress and bonuses on %s", (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(kind, { merchants: 20 });
  });
  afterAll(async () => {
    await api.close();
  });

  async function account(email: string, host?: string) {
    const visitor = await signedInVisitor(api, email, host);
    const response = await visitor.call("/api/Member");
    expect(response.status).toBe(200);
    return memberAccountSchema.parse(await response.json());
  }

  it("counts this calendar year's earning meals against the partner's VIP rule", async () => {
    const member = await memberRow(api, "optout@harbor.example");
    const year = new Date().getUTCFullYear();
    // A known history: 3 earning meals and 1 pending this year, 1 forfeit, 1 bonus, 1 meal last year.
    await api.testDb.db.delete(transactions).where(eq(transactions.memberId, member.id));
    const base = {
      partnerCode: "harbor",
      memberId: member.id,
      recordType: "transaction" as const,
      transactionType: "S" as const,
      date: new Date(Date.UTC(year, 0, 1, 0, 0, 1)),
    };
    await api.testDb.db.insert(transactions).values([
      {
        ...base,
        awardStatus: "Awarded",
        ticketAmountCents: 10_000,
        benefitAmount: 100,
        sourceTransactionId: "t1",
      },
      {
        ...base,
        awardStatus: "Paid",
        ticketAmountCents: 5_050,
        benefitAmount: 50,
        sourceTransactionId: "t2",
      },
      {
        ...base,
        awardStatus: "Awarded",
        ticketAmountCents: 2_000,
        benefitAmount: 20,
        sourceTransactionId: "t3",
      },
      {
        ...base,
        awardStatus: "Pending",
        ticketAmountCents: 3_000,
        benefitAmount: 30,
        sourceTransactionId: "t4",
      },
      {
        ...base,
        awardStatus: "Forfeit",
        ticketAmountCents: 9_000,
        benefitAmount: 0,
        sourceTransactionId: "t5",
      },
      {
        ...base,
        awardStatus: "Awarded",
        transactionType: "B",
        benefitAmount: 500,
        sourceTransactionId: "t6",
      },
      {
        ...base,
        awardStatus: "Awarded",
        date: new Date(Date.UTC(year - 1, 11, 31, 23, 59)),
        ticketAmountCents: 8_000,
        benefitAmount: 80,
        sourceTransactionId: "t7",
      },
    ]);
    expect((await account("optout@harbor.example")).diningProgress).toEqual({
      status: "Building",
      dinesRequired: 11,
      remainingDines: 8,
      dollarsRequired: null,
      remainingDollars: null,
      ytdMilesOrDollars: 670,
      // The meals alone: the bonus (t6) is the rest, so the two figures add up.
      ytdMealMilesOrDollars: 170,
      ytdDines: 3,
      pendingDines: 1,
      ytdSpendCents: 17_050,
      year,
      displayYear: year,
      resetsOn: `${String(year + 1)}-01-01`,
    });
  });

  it("shows a VIP short of the goal as renewing, for next year", async () => {
    const progress = (await account("vip@harbor.example")).diningProgress;
    const year = new Date().getUTCFullYear();
    if (progress.ytdDines >= 11) expect(progress.status).toBe("Qualified");
    else expect(progress.status).toBe("QualifiedAndBuilding");
    expect(progress.displayYear).toBe(year + 1);
  });

  it("uses the plain visit meter for a partner without VIP", async () => {
    const progress = (await account("demo@skyway.example", "skyway.localhost:3000")).diningProgress;
    expect(progress.status).toBe("Building");
    expect(progress.dinesRequired).toBe(11);
  });

  it("lists the member's bonuses with the partner's descriptions", async () => {
    const { activeBonuses } = await account("demo@harbor.example");
    expect(activeBonuses.map((bonus) => [bonus.code, bonus.bonusStatus])).toEqual(
      expect.arrayContaining([
        ["HHD-TRIPLE-WEEKEND", "eligible"],
        ["HHD-DINE3-500", "enrolled"],
      ]),
    );
    expect(activeBonuses.every((bonus) => bonus.description.length > 0)).toBe(true);
  });

  it("adds the new-member bonus once to a member who joined on the web within 2160 hours", async () => {
    const member = await memberRow(api, "new@harbor.example");
    const setJoin = (joinDate: Date) =>
      api.testDb.db
        .update(members)
        .set({ enrollmentSource: "web", joinDate })
        .where(eq(members.id, member.id));
    const nmbRows = () =>
      api.testDb.db.select().from(memberBonuses).where(eq(memberBonuses.memberId, member.id));

    await setJoin(new Date(Date.now() - 2_200 * hourMs));
    expect((await account("new@harbor.example")).activeBonuses).toEqual([]);

    await setJoin(new Date(Date.now() - 100 * hourMs));
    const first = await account("new@harbor.example");
    expect(first.activeBonuses).toEqual([
      expect.objectContaining({
        code: "HHD-WELCOME-1000",
        bonusStatus: "eligible",
        isNewMemberBonus: true,
        memberIsEligibleForNMB: true,
      }),
    ]);
    await account("new@harbor.example");
    expect(await nmbRows()).toHaveLength(1);
  });

  it("does not add the new-member bonus for another enrollment source", async () => {
    const { activeBonuses } = await account("optout@harbor.example");
    expect(activeBonuses.some((bonus) => bonus.isNewMemberBonus)).toBe(false);
  });

  it("offers the app-only bonus to members of a partner with the flag", async () => {
    const { activeBonuses } = await account("demo@greenleaf.example", "greenleaf.localhost:3000");
    expect(activeBonuses.find((bonus) => bonus.code === "GLF-APP-5")).toMatchObject({
      appOnly: true,
      bonusStatus: "eligible",
    });
    expect(activeBonuses.find((bonus) => bonus.code === "GLF-DOUBLE-CASH")?.appOnly).toBe(false);
  });
});
