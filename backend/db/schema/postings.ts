// Loaded by drizzle-kit and tsx scripts as well as the app, so no "server-only" guard here.
import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
// Relative import: drizzle-kit loads the schema without the "@/" path alias.
import { postingChannels } from "../../../partners/schema";
import { transactions } from "./activity";
import { members } from "./members";
import { oneOf, postingKinds, postingStatuses } from "./values";

/**
 * One line per award posted to a partner's program, or per reversal of a Paid award
 * (docs/decisions/0064-posting-to-the-partner.md): queued by the award-posting job, sent in an
 * accrual file or an HTTP batch, and answered by the partner line by line. An accepted award is
 * Paid; a rejected one stays Awarded with the partner's reason here, for support to read. Unique
 * by award and kind: queueing twice makes one line, and an acknowledgement is applied once.
 */
export const postings = pgTable(
  "postings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The award (or the refund's adjustment) this line posts. */
    transactionId: uuid("transaction_id")
      .notNull()
      .references(() => transactions.id, { onDelete: "cascade" }),
    partnerCode: text("partner_code").notNull(),
    memberId: uuid("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: postingKinds }).notNull(),
    /** The member's account at the partner (members.partner_number when queued); null: none yet. */
    accountId: text("account_id"),
    /** In the partner's currency: positive for an award, negative for a reversal. */
    amount: integer("amount").notNull(),
    /** The award's day as the member sees it: the restaurant's own date of the meal (or refund). */
    awardDate: date("award_date", { mode: "string" }).notNull(),
    /** The UTC day the line was queued. */
    postingDate: date("posting_date", { mode: "string" }).notNull(),
    status: text("status", { enum: postingStatuses }).notNull().default("queued"),
    /** Sends begun; each holds the line for the lease, so a send that never ends frees it again. */
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    /** The last failed send's class only (an HTTP status, an error name): never a body or an account. */
    lastError: text("last_error"),
    /** The channel and batch (the file's name, or the HTTP batch id) of the last send. */
    channel: text("channel", { enum: postingChannels }),
    batchId: text("batch_id"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    acknowledgedAt: timestamp("acknowledged_at", { withTimezone: true }),
    /** The partner's reason code for a rejected line, or ours (no_partner_account). */
    rejectReason: text("reject_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("postings_transaction_kind_uq").on(t.transactionId, t.kind),
    // The send step's scan: due lines of a partner, oldest first.
    index("postings_queued_due_idx")
      .on(t.partnerCode, t.nextAttemptAt)
      .where(sql`${t.status} = 'queued'`),
    // At most one accrual file a day: was one sent today? And support's view of a partner's lines.
    index("postings_partner_sent_idx").on(t.partnerCode, t.sentAt),
    index("postings_member_idx").on(t.partnerCode, t.memberId),
    // The enqueue step's look for lines we rejected ourselves (no account number yet).
    index("postings_rejected_here_idx")
      .on(t.partnerCode)
      .where(sql`${t.status} = 'rejected' and ${t.acknowledgedAt} is null`),
    check("postings_kind_ck", sql`${t.kind} in (${sql.raw(oneOf(postingKinds))})`),
    check("postings_status_ck", sql`${t.status} in (${sql.raw(oneOf(postingStatuses))})`),
    check(
      "postings_channel_ck",
      sql`${t.channel} is null or ${t.channel} in (${sql.raw(oneOf(postingChannels))})`,
    ),
    // A reversal takes back; an award gives. The partner checks the same.
    check(
      "postings_amount_sign_ck",
      sql`(${t.kind} = 'award' and ${t.amount} > 0) or (${t.kind} = 'reversal' and ${t.amount} < 0)`,
    ),
  ],
);
