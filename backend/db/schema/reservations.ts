// Loaded by drizzle-kit and tsx scripts as well as the app, so no "server-only" guard here.
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { members } from "./members";
import { merchants } from "./merchants";
import { memberReservationStatuses, oneOf } from "./values";

/**
 * A member's reservation as the rewards program knows it: who booked, where and when, and the
 * provider's confirmation number and cancel token (whichever provider holds the table). The
 * reservation bonus is decided from this row when a dine at the merchant on the date arrives.
 */
export const memberReservations = pgTable(
  "member_reservations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    partnerCode: text("partner_code").notNull(),
    memberId: uuid("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    merchantId: text("merchant_id")
      .notNull()
      .references(() => merchants.id),
    /** On the restaurant's clock ("YYYY-MM-DD", "HH:MM"). */
    date: text("date").notNull(),
    time: text("time").notNull(),
    /** The same moment as an instant, for overlap and upcoming/past. */
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    partySize: integer("party_size").notNull(),
    specialRequests: text("special_requests"),
    confirmationNumber: text("confirmation_number").notNull(),
    /** The provider's secret for changing or cancelling; never logged, never sent to a browser. */
    providerCancelToken: text("provider_cancel_token").notNull(),
    status: text("status", { enum: memberReservationStatuses }).notNull().default("booked"),
    /** The member had a linked card when booking (impressions and support tell the two apart). */
    withCard: boolean("with_card").notNull(),
    /** The bonus transaction posted for this reservation, once a dine arrived. */
    bonusTransactionId: uuid("bonus_transaction_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /**
     * When the member was reminded of the booking's date: by the reminder the day before, or by a
     * confirmation sent on that day or later, which stands for it. Null while a reminder is due; a
     * change to another date sets it again (docs/decisions/0072-reservation-reminders.md).
     */
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
  },
  (t) => [
    index("member_reservations_member_idx").on(t.partnerCode, t.memberId, t.startsAt),
    index("member_reservations_merchant_date_idx").on(t.merchantId, t.date),
    uniqueIndex("member_reservations_confirmation_uq").on(t.confirmationNumber),
    // The reminder job's candidates: booked tables not yet reminded, by time (0072).
    index("member_reservations_reminder_idx")
      .on(t.startsAt)
      .where(sql`${t.remindedAt} is null and ${t.status} = 'booked'`),
    check(
      "member_reservations_status_ck",
      sql`${t.status} in (${sql.raw(oneOf(memberReservationStatuses))})`,
    ),
    check("member_reservations_party_ck", sql`${t.partySize} between 1 and 20`),
  ],
);
