import "server-only";
import { and, count, desc, eq } from "drizzle-orm";
import type { Db } from "@/backend/db/client";
import { cards, merchants, transactionReviews, transactions } from "@/backend/db/schema";
import { restaurantDay } from "@/shared/rules/zoned-time";
import type { ActivityItem, ActivityPage, CreditItem, TransactionItem } from "@/shared/contracts/activity";

export interface ListActivityInput {
  readonly partnerCode: string;
  readonly memberId: string;
  /** Credit-currency partners list statement credits among the transactions. */
  readonly includeCredits: boolean;
  readonly pageNo: number;
  readonly resultsPerPage: number;
}

const iso = (date: Date) => date.toISOString();

/**
 * One page of the member's activity, newest first (account-center §2 Recent activity, §7): the
 * page is cut in SQL (limit/offset on the member's date index), and the total counted beside it.
 */
export async function listActivity(db: Db, input: ListActivityInput): Promise<ActivityPage> {
  const { partnerCode, memberId, includeCredits, pageNo, resultsPerPage } = input;
  const scope = and(
    eq(transactions.partnerCode, partnerCode),
    eq(transactions.memberId, memberId),
    includeCredits ? undefined : eq(transactions.recordType, "transaction"),
  );
  const [rows, totals] = await Promise.all([
    db
      .select({
        t: transactions,
        merchantName: merchants.name,
        merchantTimeZone: merchants.timeZone,
        merchantListed: merchants.id,
        cardLastFour: cards.lastFour,
        review: transactionReviews,
      })
      .from(transactions)
      .leftJoin(merchants, eq(merchants.id, transactions.merchantId))
      .leftJoin(cards, eq(cards.id, transactions.cardId))
      .leftJoin(transactionReviews, eq(transactionReviews.transactionId, transactions.id))
      .where(scope)
      .orderBy(desc(transactions.date), desc(transactions.id))
      .limit(resultsPerPage)
      .offset((pageNo - 1) * resultsPerPage),
    db.select({ n: count() }).from(transactions).where(scope),
  ]);
  const totalResultSize = totals[0]?.n ?? 0;
  const data = rows.map(
    ({ t, merchantName, merchantTimeZone, merchantListed, cardLastFour, review }): ActivityItem => {
      if (t.recordType === "credit") {
        const credit: CreditItem = {
          recordType: "credit",
          creditId: t.id,
          date: iso(t.date),
          creditAmountCents: t.benefitAmount,
          deliveryMethod: t.deliveryMethod ?? "Card",
          deliveryBrand: t.deliveryBrand ?? "XXXX",
          // A credit to a card without a label names the card it went to.
          targetLabel:
            t.creditTargetLabel ?? (cardLastFour ? `Card ending in ${cardLastFour}` : "Your account"),
          benefitProcessor: t.benefitProcessor,
          status: t.redemptionStatus ?? (t.awardStatus === "Paid" ? "completed" : "pending_received"),
        };
        return credit;
      }
      const transaction: TransactionItem = {
        recordType: "transaction",
        id: t.id,
        date: iso(t.date),
        // A merchant no longer listed has no clock of its own: the program's (UTC) day then.
        diningDay: restaurantDay(t.date, merchantTimeZone ?? "UTC").date,
        merchantId: t.merchantId,
        merchantName,
        activeMerchant: merchantListed !== null,
        sourceTransactionId: t.sourceTransactionId,
        benefitAmount: t.benefitAmount,
        ticketAmountCents: t.ticketAmountCents,
        cardLastFour,
        awardStatus: t.awardStatus,
        transactionType: t.transactionType,
        paidAt: t.paidAt ? iso(t.paidAt) : null,
        notEarnedReason: t.notEarnedReason,
        uncappedAmount: t.uncappedAmount,
        cappedBy: t.cappedBy,
        review: review
          ? {
              rating: review.rating,
              comment: review.comment,
              managementResponse: review.managementResponse,
              completedAt: iso(review.completedAt),
            }
          : null,
      };
      return transaction;
    },
  );
  return { data, totalResultSize, totalPages: Math.ceil(totalResultSize / resultsPerPage) };
}
