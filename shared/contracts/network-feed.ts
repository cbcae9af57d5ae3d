import { z } from "zod";
import { awardStatuses } from "./activity-values";
import { maxTicketAmountCents, maxTransactionsPerBatch } from "./ingestion";
import { cardNetworks, networkMessageTypes, networkUnmatchedReasons } from "./network-feed-values";
import { text } from "./text";

/**
 * The card network's form of the feed (decision 0061): what a network knows of a transaction,
 * never our own card or merchant ids. Posted to POST /api/internal/transactions as
 * `{ batchId, messages }` (the same signature as the older `{ batchId, transactions }` form), and
 * read row by row from a daily settlement file by `npm run feed:import -- file.csv`.
 */

const networkIdentifier = (name: string, max = 100) =>
  text({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(max, `${name} is at most ${String(max)} characters`)
    .regex(/^[A-Za-z0-9._:-]+$/, `${name} may hold letters, digits, '.', '_', ':' and '-' only`);

/** CSV cells are text: the amount is read from its decimal form. */
const amountCents = z.preprocess(
  (value) => (typeof value === "string" && /^\d+$/.test(value.trim()) ? Number(value) : value),
  z
    .number({ error: "amountCents must be a number" })
    .int("amountCents must be whole cents")
    .positive("amountCents must be more than 0")
    .max(maxTicketAmountCents, "amountCents is more than any single meal"),
);

/** A real calendar date: 2026-02-30 is refused, not rolled into March. */
const localDate = text({ error: "localDate is required" }).refine((value) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().startsWith(value);
}, "localDate must be a date such as 2026-01-14");

export const networkMessageSchema = z
  .object({
    network: z.enum(cardNetworks, { error: `network is ${cardNetworks.join(", ")}` }),
    /** The network's own id of this message: posting it again (or in a file) stores it once. */
    networkTransactionId: networkIdentifier("networkTransactionId"),
    messageType: z.enum(networkMessageTypes, { error: `messageType is ${networkMessageTypes.join(", ")}` }),
    /** A clearing: the authorization it settles, if any. A refund: the clearing it returns (required). */
    originalNetworkTransactionId: z
      .union([networkIdentifier("originalNetworkTransactionId"), z.literal("").transform(() => null)])
      .nullish()
      .transform((value) => value ?? null),
    /** The reference the network gave the card when it was registered (cards.network_card_reference). */
    cardReference: networkIdentifier("cardReference", 200),
    /** The network's id of the merchant location (merchant_network_ids). */
    networkMerchantId: networkIdentifier("networkMerchantId", 32),
    amountCents,
    currency: text({ error: "currency is required" }).regex(
      /^[A-Z]{3}$/,
      "currency is a three-letter code such as USD",
    ),
    /** The restaurant's own date and clock time (the meal's instant is read on the merchant's time zone). */
    localDate,
    localTime: text({ error: "localTime is required" }).regex(
      /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/,
      "localTime must be a time such as 19:30 or 19:30:05",
    ),
  })
  .refine((message) => message.messageType !== "refund" || message.originalNetworkTransactionId !== null, {
    path: ["originalNetworkTransactionId"],
    message: "originalNetworkTransactionId names the transaction a refund returns",
  });
export type NetworkMessage = z.output<typeof networkMessageSchema>;

export const networkBatchSchema = z.object({
  batchId: networkIdentifier("batchId"),
  messages: z
    .array(networkMessageSchema)
    .min(1, "A batch holds at least one message")
    .max(maxTransactionsPerBatch, `A batch holds at most ${String(maxTransactionsPerBatch)} messages`),
});
export type NetworkBatch = z.output<typeof networkBatchSchema>;

/** What a refund did to the award it names. */
export const refundOutcomes = ["reversed", "outside_window", "nothing_to_reverse"] as const;

/** What became of one message, in the batch's order. */
export const networkItemResultSchema = z.discriminatedUnion("outcome", [
  z.object({
    networkTransactionId: text(),
    outcome: z.literal("stored"),
    matched: z.boolean(),
    unmatchedReason: z.enum(networkUnmatchedReasons).nullable(),
    /** A matched clearing: its award (null when the meal was already awarded by an earlier clearing). */
    award: z.object({ awardStatus: z.enum(awardStatuses), benefitAmount: z.number().int() }).nullable(),
    /** A matched refund: what it did, and the (negative) amount it posted. */
    refund: z.object({ outcome: z.enum(refundOutcomes), benefitAmount: z.number().int() }).nullable(),
  }),
  z.object({ networkTransactionId: text(), outcome: z.literal("duplicate") }),
]);
export type NetworkItemResult = z.infer<typeof networkItemResultSchema>;

export const networkIngestionResultSchema = z.object({
  batchId: text(),
  stored: z.number().int().nonnegative(),
  unmatched: z.number().int().nonnegative(),
  duplicates: z.number().int().nonnegative(),
  items: z.array(networkItemResultSchema),
});
export type NetworkIngestionResult = z.infer<typeof networkIngestionResultSchema>;

/**
 * The staging tools' "Send a card network clearing" (decision 0061): a member's meal as their
 * card's network would send it, by the member's email and our merchant id; the tool finds the
 * card's reference and the merchant's id on that network.
 */
export const networkClearingFormSchema = z.object({
  email: text()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: "Enter the member's email address" })),
  merchantId: text()
    .trim()
    .min(1, "Enter the merchant id")
    .max(64, "The merchant id is at most 64 characters"),
  amount: text()
    .trim()
    .regex(/^\d{1,5}(\.\d{1,2})?$/, "Enter the amount in dollars, such as 80 or 80.50")
    .transform((value) => Math.round(Number(value) * 100))
    .pipe(z.number().int().positive("The amount must be more than $0").max(maxTicketAmountCents)),
  date: localDate,
  time: text().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Choose the time of the meal"),
  /** Move the card's link date back so the meal counts (a freshly linked card earns from 24 hours on). */
  cardLinkedInTime: z.boolean(),
});
export type NetworkClearingForm = z.output<typeof networkClearingFormSchema>;
