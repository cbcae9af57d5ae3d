// Loaded by drizzle-kit and tsx scripts as well as the app, so no "server-only" guard here.
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
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
import { transactions } from "./activity";
import {
  cardNetworks,
  missingDineClaimStatuses,
  networkMessageTypes,
  networkMatchStatuses,
  networkUnmatchedReasons,
  oneOf,
} from "./values";

/**
 * The identifiers a card network knows a merchant location by (a Visa merchant id, a Mastercard
 * location id, …): the network's feed names the restaurant by one of them, never by our id
 * (decision 0061). One id names one location on its network.
 */
export const merchantNetworkIds = pgTable(
  "merchant_network_ids",
  {
    network: text("network", { enum: cardNetworks }).notNull(),
    networkMerchantId: text("network_merchant_id").notNull(),
    merchantId: text("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.network, t.networkMerchantId] }),
    index("merchant_network_ids_merchant_idx").on(t.merchantId),
    check("merchant_network_ids_network_ck", sql`${t.network} in (${sql.raw(oneOf(cardNetworks))})`),
  ],
);

/**
 * Every message of a network's feed as it came in (decision 0061), matched or not: the engine's
 * raw record. Unique by the network's own transaction id, which makes both ways in idempotent. A
 * message whose card reference or merchant id is unknown stays here, unmatched, and never earns.
 */
export const networkTransactions = pgTable(
  "network_transactions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    network: text("network", { enum: cardNetworks }).notNull(),
    networkTransactionId: text("network_transaction_id").notNull(),
    messageType: text("message_type", { enum: networkMessageTypes }).notNull(),
    /** The authorization a clearing settles, or the clearing (or authorization) a refund returns. */
    originalNetworkTransactionId: text("original_network_transaction_id"),
    cardReference: text("card_reference").notNull(),
    networkMerchantId: text("network_merchant_id").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    /** The restaurant's own calendar date and clock time, as the terminal printed them. */
    localDate: text("local_date").notNull(),
    localTime: text("local_time").notNull(),
    matchStatus: text("match_status", { enum: networkMatchStatuses }).notNull(),
    unmatchedReason: text("unmatched_reason", { enum: networkUnmatchedReasons }),
    partnerCode: text("partner_code"),
    cardId: uuid("card_id").references(() => cards.id, { onDelete: "set null" }),
    merchantId: text("merchant_id").references(() => merchants.id, { onDelete: "set null" }),
    /** The award row it created (a clearing) or the reversal it posted (a refund). */
    awardTransactionId: uuid("award_transaction_id").references(() => transactions.id, {
      onDelete: "set null",
    }),
    /** The endpoint's batch id, or the settlement file's name. */
    batchId: text("batch_id").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The idempotency key: a message posted twice, or in a file and a batch, is stored once.
    uniqueIndex("network_transactions_source_uq").on(t.network, t.networkTransactionId),
    index("network_transactions_original_idx").on(t.network, t.originalNetworkTransactionId),
    index("network_transactions_unmatched_idx")
      .on(t.cardReference)
      .where(sql`${t.matchStatus} = 'unmatched'`),
    check("network_transactions_network_ck", sql`${t.network} in (${sql.raw(oneOf(cardNetworks))})`),
    check(
      "network_transactions_message_type_ck",
      sql`${t.messageType} in (${sql.raw(oneOf(networkMessageTypes))})`,
    ),
    check(
      "network_transactions_match_status_ck",
      sql`${t.matchStatus} in (${sql.raw(oneOf(networkMatchStatuses))})`,
    ),
    check(
      "network_transactions_unmatched_reason_ck",
      sql`${t.unmatchedReason} is null or ${t.unmatchedReason} in (${sql.raw(oneOf(networkUnmatchedReasons))})`,
    ),
  ],
);

/**
 * A member's report of a dine that earned nothing (decision 0069). Every report is kept, found
 * or not: found, it points at the award it made and is resolved; not found, it stays open for
 * support under its reference. One report per member, card, restaurant, day and amount, so the
 * same report twice answers the same.
 */
export const missingDineClaims = pgTable(
  "missing_dine_claims",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** What the member quotes to support: "MD-" and six letters and digits. */
    reference: text("reference").notNull(),
    partnerCode: text("partner_code").notNull(),
    memberId: uuid("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    cardId: uuid("card_id")
      .notNull()
      .references(() => cards.id, { onDelete: "cascade" }),
    merchantId: text("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    /** The meal's calendar date as the member gave it ("YYYY-MM-DD"). */
    mealDate: text("meal_date").notNull(),
    amountCents: integer("amount_cents").notNull(),
    status: text("status", { enum: missingDineClaimStatuses }).notNull().default("open"),
    /** The award the found network message made. */
    awardTransactionId: uuid("award_transaction_id").references(() => transactions.id, {
      onDelete: "set null",
    }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("missing_dine_claims_reference_uq").on(t.reference),
    uniqueIndex("missing_dine_claims_report_uq").on(
      t.memberId,
      t.cardId,
      t.merchantId,
      t.mealDate,
      t.amountCents,
    ),
    index("missing_dine_claims_open_idx")
      .on(t.partnerCode, t.createdAt)
      .where(sql`${t.status} = 'open'`),
    check("missing_dine_claims_status_ck", sql`${t.status} in (${sql.raw(oneOf(missingDineClaimStatuses))})`),
  ],
);
