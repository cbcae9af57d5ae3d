// Loaded by drizzle-kit and tsx scripts as well as the app, so no "server-only" guard here.
import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { cards } from "./cards";
import { members } from "./members";
import { merchants } from "./merchants";
import { awardStatuses, oneOf, recordTypes, transactionTypes } from "./values";

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
    paidAt: timestamp("paid_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("transactions_member_date_idx").on(t.partnerCode, t.memberId, t.date),
    check("transactions_record_type_ck", sql`${t.recordType} in (${sql.raw(oneOf(recordTypes))})`),
    check("transactions_award_status_ck", sql`${t.awardStatus} in (${sql.raw(oneOf(awardStatuses))})`),
    check(
      "transactions_transaction_type_ck",
      sql`${t.transactionType} in (${sql.raw(oneOf(transactionTypes))})`,
    ),
  ],
);

/** Outgoing mail when no SMTP server is configured; readable in the staging tools. */
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
  },
  (t) => [index("outbox_partner_created_idx").on(t.partnerCode, t.createdAt)],
);

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
