import { z } from "zod";
import { postingAckStatuses, postingKinds } from "./posting-values";
import { text } from "./text";

/**
 * Posting awards to a partner's program (docs/decisions/0064-posting-to-the-partner.md,
 * docs/posting-format.md): what we send, in an accrual file or an HTTP batch, and what the
 * partner answers per line. The same line and answer shapes serve both channels.
 */

/** Lines per HTTP batch: about 30 KiB of JSON, inside the API's 64 KiB body limit the local receiver has. */
export const maxPostingLinesPerBatch = 200;

const calendarDate = (name: string) =>
  text({ error: `${name} is required` }).regex(/^\d{4}-\d{2}-\d{2}$/, `${name} must be a date (YYYY-MM-DD)`);

/** A partner's account id for the member: digits and letters as the partner writes them. */
export const partnerAccountIdSchema = text({ error: "accountId is required" })
  .trim()
  .min(1, "accountId is required")
  .max(40, "accountId is at most 40 characters")
  .regex(/^[A-Za-z0-9-]+$/, "accountId may hold letters, digits and '-' only");

/** A rejection's reason: a short code the partner documents (unknown_account, account_closed, …). */
export const postingRejectReasonSchema = text({ error: "reason is required" })
  .trim()
  .regex(/^[a-z0-9_]{1,64}$/, "reason is a code of lower-case letters, digits and '_'");

/** One posting line: an award (positive amount) or a reversal (negative), in the partner's currency. */
export const postingLineSchema = z.object({
  /** Our id of the award (or of the refund's reversal); with kind, the line's idempotency key. */
  awardId: z.uuid({ error: "awardId must be a UUID" }),
  kind: z.enum(postingKinds, { error: "kind must be award or reversal" }),
  accountId: partnerAccountIdSchema,
  amount: z
    .number({ error: "amount must be a number" })
    .int("amount must be a whole number")
    .refine((amount) => amount !== 0, "amount must not be 0"),
  /** The award's day (the restaurant's date of the meal, or of the refund). */
  date: calendarDate("date"),
});
export type PostingLine = z.infer<typeof postingLineSchema>;

/** POST <POSTING_HTTP_URL>: one signed batch of lines for one partner. */
export const postingBatchSchema = z.object({
  batchId: text({ error: "batchId is required" }).regex(/^[A-Za-z0-9._-]{1,100}$/, "batchId is invalid"),
  partnerCode: text({ error: "partnerCode is required" }).regex(
    /^[a-z][a-z0-9-]*$/,
    "partnerCode is invalid",
  ),
  postingDate: calendarDate("postingDate"),
  lines: z
    .array(postingLineSchema, { error: "lines must be a list" })
    .min(1, "lines must not be empty")
    .max(maxPostingLinesPerBatch, `at most ${String(maxPostingLinesPerBatch)} lines per batch`),
});
export type PostingBatch = z.infer<typeof postingBatchSchema>;

/** The partner's answer for one line. A rejected line says why. */
export const postingAckSchema = z.discriminatedUnion("status", [
  z.object({
    awardId: z.uuid(),
    kind: z.enum(postingKinds),
    status: z.literal(postingAckStatuses[0]),
  }),
  z.object({
    awardId: z.uuid(),
    kind: z.enum(postingKinds),
    status: z.literal(postingAckStatuses[1]),
    reason: postingRejectReasonSchema,
  }),
]);
export type PostingAck = z.infer<typeof postingAckSchema>;

/** 200 to a batch: an answer for every line of it. */
export const postingBatchResultSchema = z.object({
  batchId: text(),
  results: z.array(postingAckSchema),
});
export type PostingBatchResult = z.infer<typeof postingBatchResultSchema>;

/** The accrual file's header, in order (docs/posting-format.md). */
export const accrualFileColumns = ["account_id", "amount", "award_id", "date", "kind"] as const;

/** The acknowledgement file's header, in order; reason is empty for an accepted line. */
export const ackFileColumns = ["award_id", "kind", "status", "reason"] as const;
