import { z } from "zod";
import { awardStatuses } from "./activity-values";
import { text } from "./text";

/**
 * POST /api/internal/transactions: the card-transaction feed (and, locally, the staging tools'
 * "Record a dine") posts signed batches of card transactions; each becomes a meal with its award,
 * and a reservation bonus where the member had booked (backend/ingestion).
 */

/** Header carrying `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. */
export const ingestionSignatureHeader = "x-signature";
/** A signature older (or further ahead) than this is refused, so a captured request cannot be replayed later. */
export const ingestionSignatureToleranceSeconds = 300;
/** About 45 KiB of JSON at most: inside the API's 64 KiB body limit (backend/middleware/body-limit). */
export const maxTransactionsPerBatch = 200;
/** The largest single ticket accepted ($100,000): anything more is a feed error, not a meal. */
export const maxTicketAmountCents = 10_000_000;

const identifier = (name: string) =>
  text({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(100, `${name} is at most 100 characters`)
    .regex(/^[A-Za-z0-9._:-]+$/, `${name} may hold letters, digits, '.', '_', ':' and '-' only`);

export const ingestedTransactionSchema = z.object({
  /** The feed's own id of the transaction: a second post with the same id is a duplicate. */
  transactionId: identifier("transactionId"),
  partnerCode: identifier("partnerCode"),
  /** The linked card (cards.id) the transaction was made with. */
  cardId: z.uuid({ error: "cardId must be a card id (UUID)" }),
  merchantId: identifier("merchantId"),
  amountCents: z
    .number({ error: "amountCents must be a number" })
    .int("amountCents must be whole cents")
    .positive("amountCents must be more than 0")
    .max(maxTicketAmountCents, "amountCents is more than any single meal"),
  /** When the card was charged, with its offset (the restaurant's day is worked out from it). */
  date: z.iso.datetime({ offset: true, error: "date must be an ISO date-time with an offset" }),
});
export type IngestedTransaction = z.infer<typeof ingestedTransactionSchema>;

export const transactionBatchSchema = z.object({
  batchId: identifier("batchId"),
  transactions: z
    .array(ingestedTransactionSchema)
    .min(1, "A batch holds at least one transaction")
    .max(maxTransactionsPerBatch, `A batch holds at most ${String(maxTransactionsPerBatch)} transactions`),
});
export type TransactionBatch = z.infer<typeof transactionBatchSchema>;

/** Why an item of a batch was not taken at all (no meal row was written for it). */
export const ingestionRejectReasons = [
  "unknown_partner",
  "unknown_card",
  "card_not_linked",
  "unknown_merchant",
  "duplicate_in_batch",
] as const;

/** What became of one item, in the batch's order. */
export const ingestionItemResultSchema = z.discriminatedUnion("outcome", [
  z.object({
    transactionId: text(),
    outcome: z.literal("accepted"),
    /** The meal's own award row, and the reservation bonus row when one was posted with it. */
    awardStatus: z.enum(awardStatuses),
    benefitAmount: z.number().int(),
    reservationBonus: z.number().int().nullable(),
  }),
  z.object({ transactionId: text(), outcome: z.literal("duplicate") }),
  z.object({
    transactionId: text(),
    outcome: z.literal("rejected"),
    reason: z.enum(ingestionRejectReasons),
  }),
]);
export type IngestionItemResult = z.infer<typeof ingestionItemResultSchema>;

export const ingestionResultSchema = z.object({
  batchId: text(),
  accepted: z.number().int().nonnegative(),
  duplicates: z.number().int().nonnegative(),
  rejected: z.number().int().nonnegative(),
  items: z.array(ingestionItemResultSchema),
});
export type IngestionResult = z.infer<typeof ingestionResultSchema>;

/**
 * The staging tools' "Record a dine" form (/stgtools): a member, one of their cards, a merchant,
 * the amount and the restaurant's date and time; the tools post it through the signed ingestion.
 */
export const recordDineFormSchema = z.object({
  email: text()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: "Enter the member's email address" })),
  /** Blank: the member's most recently linked card. */
  cardLastFour: text()
    .trim()
    .regex(/^(\d{4})?$/, "Enter the card's last four digits, or leave it blank"),
  merchantId: identifier("The merchant id"),
  amount: text()
    .trim()
    .regex(/^\d{1,6}(\.\d{1,2})?$/, "Enter the amount in dollars, such as 80 or 80.50")
    .transform((value) => Math.round(Number(value) * 100))
    .pipe(z.number().int().positive("The amount must be more than $0")),
  date: text().regex(/^\d{4}-\d{2}-\d{2}$/, "Choose the date of the meal"),
  time: text().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Choose the time of the meal"),
  /** Move the card's link date back so the meal counts (a freshly linked card earns from 24 hours on). */
  cardLinkedInTime: z.boolean(),
});
export type RecordDineForm = z.output<typeof recordDineFormSchema>;
