// Loaded by drizzle-kit and tsx scripts as well as the app, so no "server-only" guard here.
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { cards } from "./cards";
import { members } from "./members";
import { merchants } from "./merchants";
import {
  awardCapKinds,
  awardStatuses,
  bonusStatuses,
  deliveryBrands,
  deliveryMethods,
  notEarnedReasons,
  redemptionStatuses,
  oneOf,
  outboxStatuses,
  recordTypes,
  transactionTypes,
} from "./values";

/** Analytics events posted by browsers (page views, reservation searches, …). */
export const impressions = pgTable(
  "impressions",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    partnerCode: text("partner_code").notNull(),
    channel: text("channel").notNull(),
    event: text("event").notNull(),
    dateTime: timestamp("date_time", { withTimezone: true }).notNull(),
    userAgent: text("user_agent").notNull(),
    merchantId: text("merchant_id"),
    publicId: text("public_id"),
    path: text("path"),
    payload: jsonb("payload").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("impressions_partner_received_idx").on(t.partnerCode, t.receivedAt)],
);

/** Dining transactions and statement credits; amounts in integer cents or currency units. */
export const transactions = pgTable(
  "transactions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    partnerCode: text("partner_code").notNull(),
    memberId: uuid("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    merchantId: text("merchant_id").references(() => merchants.id),
    cardId: uuid("card_id").references(() => cards.id),
    recordType: text("record_type", { enum: recordTypes }).notNull().default("transaction"),
    date: timestamp("date", { withTimezone: true }).notNull(),
    ticketAmountCents: integer("ticket_amount_cents").notNull().default(0),
    /** Reward in the partner's currency: units for Mile/Point, cents for Dollar/Credit. */
    benefitAmount: integer("benefit_amount").notNull().default(0),
    awardStatus: text("award_status", { enum: awardStatuses }).notNull(),
    /** Source code: M manual, J bonus adjustment, + corporate, A adjustment, B bonus, S settle. */
    transactionType: text("transaction_type", { enum: transactionTypes }).notNull(),
    sourceTransactionId: text("source_transaction_id").notNull(),
    /**
     * The signed batch a row came in with (backend/ingestion), null for seeded and manual rows.
     * Only ingested rows are settled on the posting schedule, and only they are unique by their
     * source transaction id: that is what makes a replayed batch post nothing.
     */
    ingestionBatchId: text("ingestion_batch_id"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /**
     * A refund's reversal (source A, "refunded"): the award it takes back from (decision 0061).
     * Posting sends the reversal to the partner once that award is Paid (decision 0064).
     */
    reversesTransactionId: uuid("reverses_transaction_id").references((): AnyPgColumn => transactions.id, {
      onDelete: "set null",
    }),
    /** Why a Forfeit or Deferred meal earned nothing, when known; shown on the activity row. */
    notEarnedReason: text("not_earned_reason", { enum: notEarnedReasons }),
    /**
     * A meal award the partner's caps cut (decision 0063): what it would have earned without
     * them, and which cap cut it; both null for an award the caps left whole.
     */
    uncappedAmount: integer("uncapped_amount"),
    cappedBy: text("capped_by", { enum: awardCapKinds }),
    /**
     * Statement credits only: the label of where the credit went, who pays it, and the spec's
     * redemption status, delivery method and delivery brand (public-and-shared §3).
     */
    creditTargetLabel: text("credit_target_label"),
    benefitProcessor: text("benefit_processor"),
    redemptionStatus: text("redemption_status", { enum: redemptionStatuses }),
    deliveryMethod: text("delivery_method", { enum: deliveryMethods }),
    deliveryBrand: text("delivery_brand", { enum: deliveryBrands }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the award-notices job took this ingested row (decision 0065): set by the claim that
     * mails the member, or that decided not to (opted out, too old to be news). Null on an
     * ingested row means not yet noticed; seeded rows are never considered.
     */
    memberNoticedAt: timestamp("member_noticed_at", { withTimezone: true }),
  },
  (t) => [
    index("transactions_member_date_idx").on(t.partnerCode, t.memberId, t.date),
    // The award-notices job's scan: ingested rows not yet noticed, oldest first (decision 0065).
    index("transactions_unnoticed_idx")
      .on(t.createdAt)
      .where(sql`${t.ingestionBatchId} is not null and ${t.memberNoticedAt} is null`),
    uniqueIndex("transactions_ingested_source_uq")
      .on(t.partnerCode, t.sourceTransactionId)
      .where(sql`${t.ingestionBatchId} is not null`),
    // The settle step's scan: ingested rows still pending, oldest meal first.
    index("transactions_ingested_pending_idx")
      .on(t.date)
      .where(sql`${t.ingestionBatchId} is not null and ${t.awardStatus} = 'Pending'`),
    // The posting step's scan (decision 0064): ingested awards settled and not yet Paid, by partner.
    index("transactions_ingested_awarded_idx")
      .on(t.partnerCode)
      .where(sql`${t.ingestionBatchId} is not null and ${t.awardStatus} = 'Awarded'`),
    // The payout's scan and the balance (decision 0068): each member's settled awards not yet paid.
    index("transactions_awarded_member_idx")
      .on(t.partnerCode, t.memberId)
      .where(sql`${t.recordType} = 'transaction' and ${t.awardStatus} = 'Awarded'`),
    check(
      "transactions_not_earned_reason_ck",
      sql`${t.notEarnedReason} is null or ${t.notEarnedReason} in (${sql.raw(oneOf(notEarnedReasons))})`,
    ),
    check(
      "transactions_redemption_status_ck",
      sql`${t.redemptionStatus} is null or ${t.redemptionStatus} in (${sql.raw(oneOf(redemptionStatuses))})`,
    ),
    check(
      "transactions_delivery_method_ck",
      sql`${t.deliveryMethod} is null or ${t.deliveryMethod} in (${sql.raw(oneOf(deliveryMethods))})`,
    ),
    check(
      "transactions_delivery_brand_ck",
      sql`${t.deliveryBrand} is null or ${t.deliveryBrand} in (${sql.raw(oneOf(deliveryBrands))})`,
    ),
    check(
      "transactions_capped_by_ck",
      sql`${t.cappedBy} is null or ${t.cappedBy} in (${sql.raw(oneOf(awardCapKinds))})`,
    ),
    check("transactions_uncapped_ck", sql`(${t.cappedBy} is null) = (${t.uncappedAmount} is null)`),
    check("transactions_record_type_ck", sql`${t.recordType} in (${sql.raw(oneOf(recordTypes))})`),
    check("transactions_award_status_ck", sql`${t.awardStatus} in (${sql.raw(oneOf(awardStatuses))})`),
    check(
      "transactions_transaction_type_ck",
      sql`${t.transactionType} in (${sql.raw(oneOf(transactionTypes))})`,
    ),
  ],
);

/**
 * A member's review of one dined transaction, written on the external survey form and reported
 * back; the restaurant's answer, when it gave one, is the management response.
 */
export const transactionReviews = pgTable(
  "transaction_reviews",
  {
    transactionId: uuid("transaction_id")
      .primaryKey()
      .references(() => transactions.id, { onDelete: "cascade" }),
    partnerCode: text("partner_code").notNull(),
    memberId: uuid("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    rating: integer("rating"),
    comment: text("comment"),
    managementResponse: text("management_response"),
    completedAt: timestamp("completed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("transaction_reviews_member_idx").on(t.partnerCode, t.memberId),
    check("transaction_reviews_rating_ck", sql`${t.rating} is null or ${t.rating} between 1 and 5`),
  ],
);

/**
 * A member's bonuses (account-center §3 Bonus): offered (eligible), registered for (enrolled),
 * or earned (qualified). What each bonus code means is the partner's copy.
 */
export const memberBonuses = pgTable(
  "member_bonuses",
  {
    partnerCode: text("partner_code").notNull(),
    memberId: uuid("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    status: text("status", { enum: bonusStatuses }).notNull().default("eligible"),
    isNewMemberBonus: boolean("is_new_member_bonus").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    enrolledAt: timestamp("enrolled_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.code] }),
    index("member_bonuses_partner_member_idx").on(t.partnerCode, t.memberId),
    check("member_bonuses_status_ck", sql`${t.status} in (${sql.raw(oneOf(bonusStatuses))})`),
  ],
);

/**
 * Every outgoing message, queued here by sendMail and sent by the mail-delivery job
 * (docs/decisions/0052-durable-jobs-and-mail.md): queued until a try succeeds (sent) or the last
 * try fails (dead). Without SMTP_URL delivery marks rows sent where they are, and the staging
 * tools' mailbox reads them.
 */
export const outboxMessages = pgTable(
  "outbox_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    partnerCode: text("partner_code").notNull(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    status: text("status", { enum: outboxStatuses }).notNull().default("queued"),
    /** Tries begun; a try claims the row until its lease runs out, so a crashed one is tried again. */
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** The last failure's class or SMTP code only: a server's reply can quote the address. */
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    index("outbox_partner_created_idx").on(t.partnerCode, t.createdAt),
    index("outbox_queued_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'queued'`),
    check("outbox_messages_status_ck", sql`${t.status} in (${sql.raw(oneOf(outboxStatuses))})`),
  ],
);

/**
 * The last outcome of each periodic job (backend/jobs), whichever instance or hand ran it: the
 * metrics report the last success from here, so every instance tells the same time.
 */
export const jobRuns = pgTable("job_runs", {
  name: text("name").primaryKey(),
  successes: integer("successes").notNull().default(0),
  lastSuccessAt: timestamp("last_success_at", { withTimezone: true }),
  lastFailureAt: timestamp("last_failure_at", { withTimezone: true }),
  /** The failure's class only: a database error's message can carry the statement's parameters. */
  lastError: text("last_error"),
});

/** A member's favourite merchants (partners with hasMerchantFavorites). */
export const favorites = pgTable(
  "favorites",
  {
    partnerCode: text("partner_code").notNull(),
    memberId: uuid("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    merchantId: text("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.merchantId] }),
    index("favorites_partner_member_idx").on(t.partnerCode, t.memberId),
  ],
);
