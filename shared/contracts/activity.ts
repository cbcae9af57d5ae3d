import { z } from "zod";
import { activityPageSize } from "@/shared/constants";

export * from "./activity-values";
import {
  awardCapKinds,
  awardStatuses,
  deliveryBrands,
  deliveryMethods,
  redemptionStatuses,
  notEarnedReasons,
  recordTypes,
  transactionTypes,
} from "./activity-values";
import { multilineText, text } from "./text";

/** The most rows one activity page may ask for; more would only be a slow page. */
export const maxResultsPerPage = 50;
/** Far beyond any member's history; bounds the SQL offset a caller can ask for. */
export const maxActivityPageNo = 10_000;

/** An integer from a query string: "2" is 2, "" or "2.5" or "x" is refused. */
const queryInt = (min: number, max: number, fallback: number) =>
  text()
    .regex(/^\d{1,6}$/, "Expected a whole number")
    .transform(Number)
    .pipe(z.number().int().min(min).max(max))
    .optional()
    .transform((value) => value ?? fallback);

/** Query of GET /api/Member/Transactions and /TransactionsStatementCredits (account-center §7). */
export const activityQuerySchema = z.object({
  pageNo: queryInt(1, maxActivityPageNo, 1),
  resultsPerPage: queryInt(1, maxResultsPerPage, activityPageSize),
});

/** A member's review of one transaction, with the restaurant's answer when it gave one. */
export const transactionReviewSchema = z.object({
  rating: z.number().int().min(1).max(5).nullable(),
  comment: multilineText().nullable(),
  managementResponse: multilineText().nullable(),
  completedAt: z.iso.datetime({ offset: true }),
});
export type TransactionReview = z.infer<typeof transactionReviewSchema>;

/** A dining transaction (account-center §3 Activity item). Money in integer cents. */
export const transactionItemSchema = z.object({
  recordType: z.literal(recordTypes[0]),
  id: z.uuid(),
  date: z.iso.datetime({ offset: true }),
  /** The meal's day on the restaurant's own clock ("YYYY-MM-DD"): a 19:30 dinner in New York is that day, not UTC's next. */
  diningDay: z.iso.date(),
  merchantId: text().nullable(),
  merchantName: text().nullable(),
  /** The merchant is still listed (its page exists). */
  activeMerchant: z.boolean(),
  sourceTransactionId: text(),
  /** The reward in the partner's currency: whole miles or points, or cents for Dollar and Credit. */
  benefitAmount: z.number().int(),
  ticketAmountCents: z.number().int(),
  cardLastFour: text().nullable(),
  awardStatus: z.enum(awardStatuses),
  transactionType: z.enum(transactionTypes),
  paidAt: z.iso.datetime({ offset: true }).nullable(),
  /** Why a Forfeit or Deferred meal earned nothing, when known. */
  notEarnedReason: z.enum(notEarnedReasons).nullable(),
  /**
   * A meal award the partner's caps cut (decision 0063): what it would have earned without them,
   * and which cap cut it; both null when nothing was capped.
   */
  uncappedAmount: z.number().int().nullable(),
  cappedBy: z.enum(awardCapKinds).nullable(),
  review: transactionReviewSchema.nullable(),
});
export type TransactionItem = z.infer<typeof transactionItemSchema>;

/** A statement credit paid (or being paid) out of earned cash back (account-center §3). */
export const creditItemSchema = z.object({
  recordType: z.literal(recordTypes[1]),
  creditId: z.uuid(),
  date: z.iso.datetime({ offset: true }),
  creditAmountCents: z.number().int(),
  deliveryMethod: z.enum(deliveryMethods),
  deliveryBrand: z.enum(deliveryBrands),
  targetLabel: text(),
  benefitProcessor: text().nullable(),
  status: z.enum(redemptionStatuses),
});
export type CreditItem = z.infer<typeof creditItemSchema>;

export const activityItemSchema = z.discriminatedUnion("recordType", [
  transactionItemSchema,
  creditItemSchema,
]);
export type ActivityItem = z.infer<typeof activityItemSchema>;

/** The paged answer of both activity calls (account-center §3 Other shapes). */
export const activityPageSchema = z.object({
  data: z.array(activityItemSchema),
  totalPages: z.number().int().nonnegative(),
  totalResultSize: z.number().int().nonnegative(),
});
export type ActivityPage = z.infer<typeof activityPageSchema>;

/** Query of GET /api/reviews/status: txnId repeated, one to fifty transaction ids. */
export const reviewStatusQuerySchema = z.object({
  txnId: z
    .union([text(), z.array(text())])
    .transform((value) => (Array.isArray(value) ? value : [value]))
    .pipe(z.array(z.uuid()).min(1).max(maxResultsPerPage)),
});

export const reviewStatusSchema = z.object({ id: z.uuid(), completed: z.boolean() });
export type ReviewStatus = z.infer<typeof reviewStatusSchema>;
export const reviewStatusesSchema = z.array(reviewStatusSchema);

/**
 * GET /api/Member/DineSummary: the last 12 months' rewards earned (partner currency units, cents
 * for Dollar and Credit) and dines.
 */
export const dineSummarySchema = z.object({
  currentYearBenefits: z.number().int().nonnegative(),
  currentYearDines: z.number().int().nonnegative(),
});
export type DineSummary = z.infer<typeof dineSummarySchema>;

/** GET /api/Member/StatementCreditBalance: cash back earned and not yet paid out, in cents. */
export const creditBalanceSchema = z.object({ memberBalance: z.number().int().nonnegative() });
export type CreditBalance = z.infer<typeof creditBalanceSchema>;

/**
 * POST /api/reviews/completed: the survey provider reports a finished review. The member is
 * named by the family id the review link carried, so a report can only land on that member's
 * own transaction.
 */
export const reviewCompletedSchema = z.object({
  transactionId: z.uuid(),
  familyId: text().min(1).max(100),
  rating: z.number().int().min(1).max(5).nullable().default(null),
  comment: multilineText().trim().max(2000).nullable().default(null),
  managementResponse: multilineText().trim().max(2000).nullable().default(null),
  completedAt: z.iso.datetime({ offset: true }).optional(),
});
export type ReviewCompleted = z.infer<typeof reviewCompletedSchema>;

/** Header carrying `sha256=<hex HMAC of the raw body>` on the review callback. */
export const reviewSignatureHeader = "x-review-signature";
