import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { members, merchants, transactionReviews, transactions } from "@/backend/db/schema";
import { testDbKinds } from "@/backend/db/testing";
import { signReviewBody } from "@/backend/services/activity/review-signature";
import { derivedKey } from "@/backend/security/secrets";
import {
  activityPageSchema,
  creditBalanceSchema,
  dineSummarySchema,
  reviewSignatureHeader,
  reviewStatusesSchema,
  type TransactionItem,
} from "@/shared/contracts/activity";
import { errorAnswer, createTestApi, memberRow, signedInVisitor, Visitor, type TestApi } from "./support";

const harbor = "harbor.localhost:3000";
const greenleaf = "greenleaf.localhost:3000";
const skyway = "skyway.localhost:3000";

describe.each(testDbKinds())("recent activity on %s", (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(kind, { merchants: 40 });
  });
  afterAll(async () => {
    await api.close();
  });

  async function rowsOf(email: string) {
    const member = await memberRow(api, email);
    return api.testDb.db.select().from(transactions).where(eq(transactions.memberId, member.id));
  }

  it("seeds statuses that follow the seeded dates: no meal weeks old is still pending", async () => {
    const all = await api.testDb.db.select().from(transactions);
    const pending = all.filter((row) => row.awardStatus === "Pending");
    expect(pending.length).toBeGreaterThan(0);
    const now = Date.now();
    for (const row of pending) expect(now - row.date.getTime()).toBeLessThan(14 * 86_400_000);
  });

  async function page(visitor: Visitor, path: string) {
    const response = await visitor.call(path);
    expect(response.status).toBe(200);
    return activityPageSchema.parse(await response.json());
  }

  it("answers 401 without a session on every member call", async () => {
    const anonymous = new Visitor(api, harbor);
    for (const path of [
      "/api/Member/Transactions",
      "/api/Member/DineSummary",
      `/api/reviews/status?txnId=${crypto.randomUUID()}`,
    ])
      expect((await anonymous.call(path)).status, path).toBe(401);
    const anonymousCredit = new Visitor(api, greenleaf);
    expect((await anonymousCredit.call("/api/Member/TransactionsStatementCredits")).status).toBe(401);
    expect((await anonymousCredit.call("/api/Member/StatementCreditBalance")).status).toBe(401);
  });

  it("pages the member's transactions in SQL, newest first, 10 by default", async () => {
    const visitor = await signedInVisitor(api, "demo@harbor.example");
    const stored = await rowsOf("demo@harbor.example");
    const first = await page(visitor, "/api/Member/Transactions");
    expect(first.totalResultSize).toBe(stored.length);
    expect(first.totalPages).toBe(Math.ceil(stored.length / 10));
    expect(first.totalPages).toBeGreaterThan(2);
    expect(first.data).toHaveLength(10);
    const all = [...first.data];
    for (let pageNo = 2; pageNo <= first.totalPages; pageNo += 1) {
      const next = await page(visitor, `/api/Member/Transactions?pageNo=${String(pageNo)}`);
      expect(next.data).toHaveLength(Math.min(10, stored.length - all.length));
      all.push(...next.data);
    }
    const dates = all.map((item) => item.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(
      new Set(all.map((item) => (item.recordType === "transaction" ? item.id : item.creditId))).size,
    ).toBe(stored.length);
    const small = await page(visitor, "/api/Member/Transactions?pageNo=3&resultsPerPage=4");
    expect(small.totalPages).toBe(Math.ceil(stored.length / 4));
    expect(small.data.map((item) => item.date)).toEqual(dates.slice(8, 12));
    expect((await page(visitor, "/api/Member/Transactions?pageNo=99")).data).toEqual([]);
  });

  it("answers each transaction's fields: merchant, card, reason for earning nothing, review", async () => {
    const visitor = await signedInVisitor(api, "demo@harbor.example");
    const { data } = await page(visitor, "/api/Member/Transactions?resultsPerPage=50");
    const items = data.filter((item): item is TransactionItem => item.recordType === "transaction");
    expect(items).toHaveLength(data.length);
    for (const item of items) {
      expect(item.merchantName).toBeTruthy();
      expect(item.activeMerchant).toBe(true);
      expect(["4242", "4444"]).toContain(item.cardLastFour);
      if (item.awardStatus === "Forfeit" || item.awardStatus === "Deferred") {
        expect(item.benefitAmount).toBe(0);
        expect(item.notEarnedReason).not.toBeNull();
      } else if (item.benefitAmount < 0) expect(item.notEarnedReason).toBe("refunded");
      else expect(item.notEarnedReason).toBeNull();
      if (item.awardStatus === "Paid") expect(item.paidAt).not.toBeNull();
    }
    // The seed's demo history came through the engine (decision 0070): the newest meal is still
    // pending, older ones were settled, paid, forfeited with a reason, or refunded.
    expect(items[0]?.awardStatus).toBe("Pending");
    for (const status of ["Awarded", "Paid", "Forfeit"] as const)
      expect(items.some((item) => item.awardStatus === status)).toBe(true);
    expect(items.some((item) => item.benefitAmount < 0)).toBe(true);
    expect(items.some((item) => item.review?.managementResponse)).toBe(true);
  });

  it("never shows another member's activity", async () => {
    const visitor = await signedInVisitor(api, "vip@harbor.example");
    const mine = new Set((await rowsOf("vip@harbor.example")).map((row) => row.id));
    const others = (await rowsOf("demo@harbor.example")).map((row) => row.id);
    const { data } = await page(visitor, "/api/Member/Transactions?resultsPerPage=50");
    for (const item of data)
      expect(mine.has(item.recordType === "transaction" ? item.id : item.creditId)).toBe(true);
    // Another member's ids are left out of the review statuses, reviewed or not.
    const response = await visitor.call(`/api/reviews/status?${others.map((id) => `txnId=${id}`).join("&")}`);
    expect(reviewStatusesSchema.parse(await response.json())).toEqual([]);
  });

  it("keeps each partner to its activity call", async () => {
    const points = await signedInVisitor(api, "demo@harbor.example");
    expect((await points.call("/api/Member/TransactionsStatementCredits")).status).toBe(404);
    expect((await points.call("/api/Member/StatementCreditBalance")).status).toBe(404);
    const credit = await signedInVisitor(api, "demo@greenleaf.example", greenleaf);
    expect((await credit.call("/api/Member/Transactions")).status).toBe(404);
  });

  it("lists statement credits among a credit partner's transactions, newest first", async () => {
    const visitor = await signedInVisitor(api, "demo@greenleaf.example", greenleaf);
    const stored = await rowsOf("demo@greenleaf.example");
    const { data, totalResultSize } = await page(
      visitor,
      "/api/Member/TransactionsStatementCredits?resultsPerPage=50",
    );
    expect(totalResultSize).toBe(stored.length);
    const credits = data.filter((item) => item.recordType === "credit");
    expect(credits.length).toBeGreaterThan(0);
    for (const credit of credits) {
      expect(credit.creditAmountCents).toBeGreaterThanOrEqual(2000);
      // Greenleaf's payouts use the spec's enumerations (public-and-shared §3).
      expect(credit).toMatchObject({
        deliveryMethod: "Card",
        deliveryBrand: "Visa",
        targetLabel: "Visa ending in 1881",
      });
      expect(["completed", "pending_received"]).toContain(credit.status);
    }
    const dates = data.map((item) => item.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("answers the credit balance: awarded cash back not yet paid out", async () => {
    const visitor = await signedInVisitor(api, "demo@greenleaf.example", greenleaf);
    const awarded = (await rowsOf("demo@greenleaf.example"))
      .filter((row) => row.recordType === "transaction" && row.awardStatus === "Awarded")
      .reduce((total, row) => total + row.benefitAmount, 0);
    const response = await visitor.call("/api/Member/StatementCreditBalance");
    // A refund after its meal was paid out leaves a negative reversal awarded: never a debt shown.
    expect(creditBalanceSchema.parse(await response.json())).toEqual({ memberBalance: Math.max(0, awarded) });
  });

  it("sums the last 12 months' rewards and dines", async () => {
    const visitor = await signedInVisitor(api, "demo@greenleaf.example", greenleaf);
    const since = new Date();
    since.setUTCMonth(since.getUTCMonth() - 12);
    const recent = (await rowsOf("demo@greenleaf.example")).filter(
      (row) => row.recordType === "transaction" && row.date >= since,
    );
    const summary = dineSummarySchema.parse(await (await visitor.call("/api/Member/DineSummary")).json());
    expect(summary).toEqual({
      // A refund's reversal (source A) takes from the rewards and is no meal.
      currentYearDines: recent.filter((row) => row.transactionType !== "A").length,
      currentYearBenefits: recent
        .filter((row) => row.awardStatus === "Awarded" || row.awardStatus === "Paid")
        .reduce((total, row) => total + row.benefitAmount, 0),
    });
    expect(summary.currentYearBenefits).toBeGreaterThan(0);
  });

  it("answers an empty history for a member who has not dined", async () => {
    const visitor = await signedInVisitor(api, "new@harbor.example");
    expect(await page(visitor, "/api/Member/Transactions")).toEqual({
      data: [],
      totalPages: 0,
      totalResultSize: 0,
    });
    expect(dineSummarySchema.parse(await (await visitor.call("/api/Member/DineSummary")).json())).toEqual({
      currentYearBenefits: 0,
      currentYearDines: 0,
    });
  });

  it("refuses a bad query with 400 and field messages", async () => {
    const visitor = await signedInVisitor(api, "demo@harbor.example");
    for (const query of [
      "pageNo=0",
      "pageNo=abc",
      "resultsPerPage=500",
      "resultsPerPage=2.5",
      "pageNo=1&pageNo=2",
    ]) {
      const response = await visitor.call(`/api/Member/Transactions?${query}`);
      expect(response.status, query).toBe(400);
      const body = await errorAnswer(response);
      expect(Object.keys(body.fields ?? {}).length, query).toBeGreaterThan(0);
    }
    expect((await visitor.call("/api/reviews/status")).status).toBe(400);
    expect((await visitor.call("/api/reviews/status?txnId=not-a-uuid")).status).toBe(400);
  });

  it("answers review statuses from the reviews table, for the member's own transactions", async () => {
    const visitor = await signedInVisitor(api, "demo@harbor.example");
    const stored = await rowsOf("demo@harbor.example");
    const reviewed = new Set(
      (
        await api.testDb.db
          .select({ id: transactionReviews.transactionId })
          .from(transactionReviews)
          .innerJoin(members, eq(members.id, transactionReviews.memberId))
          .where(eq(members.email, "demo@harbor.example"))
      ).map((row) => row.id),
    );
    expect(reviewed.size).toBeGreaterThan(0);
    const ids = stored.map((row) => row.id);
    const response = await visitor.call(`/api/reviews/status?${ids.map((id) => `txnId=${id}`).join("&")}`);
    expect(response.status).toBe(200);
    const statuses = reviewStatusesSchema.parse(await response.json());
    expect(statuses.map((status) => status.id)).toEqual(ids);
    for (const status of statuses) expect(status.completed).toBe(reviewed.has(status.id));
  });

  describe("the survey provider's review report", () => {
    async function report(body: unknown, signature?: string, host = harbor) {
      const raw = JSON.stringify(body);
      return new Visitor(api, host).call("/api/reviews/completed", {
        method: "POST",
        body: raw,
        headers: {
          "content-type": "application/json",
          [reviewSignatureHeader]: signature ?? signReviewBody(raw, derivedKey("review-callback")),
        },
      });
    }

    it("records a signed report, then reviews/status says completed", async () => {
      const member = await memberRow(api, "demo@harbor.example");
      const [newest] = await api.testDb.db
        .select()
        .from(transactions)
        .where(and(eq(transactions.memberId, member.id), eq(transactions.transactionType, "S")))
        .orderBy(desc(transactions.date))
        .limit(1);
      if (!newest) throw new Error("no newest transaction");
      const body = { transactionId: newest.id, familyId: member.familyId, rating: 5, comment: "Lovely" };
      const response = await report(body);
      expect(response.status).toBe(200);
      const visitor = await signedInVisitor(api, "demo@harbor.example");
      const status = await visitor.call(`/api/reviews/status?txnId=${newest.id}`);
      expect(reviewStatusesSchema.parse(await status.json())).toEqual([{ id: newest.id, completed: true }]);
      // A resent report with the restaurant's response updates the same review.
      expect((await report({ ...body, managementResponse: "Thank you!" })).status).toBe(200);
      const { data } = await page(visitor, "/api/Member/Transactions");
      const item = data.find((entry) => entry.recordType === "transaction" && entry.id === newest.id);
      expect(item?.recordType === "transaction" ? item.review : null).toMatchObject({
        rating: 5,
        comment: "Lovely",
        managementResponse: "Thank you!",
      });
    });

    it("refuses an unsigned or wrongly signed report with 401, and stores nothing", async () => {
      const [row] = await rowsOf("vip@harbor.example");
      if (!row) throw new Error("no transaction");
      const body = { transactionId: row.id, familyId: "harbor-vip-member-family", rating: 1 };
      expect((await report(body, "sha256=00")).status).toBe(401);
      expect((await report(body, "")).status).toBe(401);
      const reviews = await api.testDb.db
        .select()
        .from(transactionReviews)
        .where(eq(transactionReviews.transactionId, row.id));
      expect(reviews.filter((review) => review.rating === 1)).toEqual([]);
    });

    it("answers 404 when the family id does not own the transaction, or on another partner", async () => {
      const [row] = await rowsOf("vip@harbor.example");
      if (!row) throw new Error("no transaction");
      expect(
        (await report({ transactionId: row.id, familyId: "harbor-demo-member-family", rating: 4 })).status,
      ).toBe(404);
      // The public id is not the family id: a report naming it owns nothing.
      expect((await report({ transactionId: row.id, familyId: "harbor-vip-member", rating: 4 })).status).toBe(
        404,
      );
      expect(
        (
          await report(
            { transactionId: row.id, familyId: "harbor-vip-member-family", rating: 4 },
            undefined,
            skyway,
          )
        ).status,
      ).toBe(404);
    });

    it("answers 400 to a signed but invalid report", async () => {
      expect((await report({ transactionId: "x", familyId: "", rating: 9 })).status).toBe(400);
    });
  });
  it("dates a meal by the restaurant's own day, not the UTC day it was paid in", async () => {
    const member = await memberRow(api, "demo@harbor.example");
    const [merchant] = await api.testDb.db
      .select()
      .from(merchants)
      .where(eq(merchants.timeZone, "America/New_York"))
      .limit(1);
    if (!merchant) throw new Error("the seed has a merchant on New York's clock");
    // 19:30 on 26 November in New York is 00:30 on the 27th in UTC.
    const [late] = await api.testDb.db
      .insert(transactions)
      .values({
        partnerCode: "harbor",
        memberId: member.id,
        merchantId: merchant.id,
        date: new Date("2030-11-27T00:30:00Z"),
        ticketAmountCents: 5000,
        benefitAmount: 50,
        awardStatus: "Pending",
        transactionType: "S",
        sourceTransactionId: `late-dinner-${crypto.randomUUID()}`,
      })
      .returning();
    const visitor = await signedInVisitor(api, "demo@harbor.example");
    const answer = await page(visitor, "/api/Member/Transactions");
    const item = answer.data.find(
      (row): row is TransactionItem => row.recordType === "transaction" && row.id === late?.id,
    );
    expect(item?.diningDay).toBe("2030-11-26");
  });
});
