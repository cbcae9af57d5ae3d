// Loaded by drizzle-kit and tsx scripts as well as the app, so no "server-only" guard here.
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { merchants } from "./merchants";
import { oneOf } from "./values";
// Values only: the status list is the provider contract's own.
import { providerBookingStatuses } from "../../../shared/contracts/reservations";

/**
 * The built-in reservation provider's inventory: the tables a restaurant seats, by size. A party
 * sits at a table with minParty <= party <= capacity (a couple does not take the ten-top). Booking
 * locks a merchant's rows here (SELECT … FOR UPDATE), which serialises bookings per restaurant.
 */
export const reservationTables = pgTable(
  "reservation_tables",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    merchantId: text("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    /** What the floor staff call it ("T4"). */
    label: text("label").notNull(),
    minParty: integer("min_party").notNull(),
    capacity: integer("capacity").notNull(),
  },
  (t) => [
    uniqueIndex("reservation_tables_merchant_label_uq").on(t.merchantId, t.label),
    check(
      "reservation_tables_size_ck",
      sql`${t.minParty} between 1 and ${t.capacity} and ${t.capacity} <= 20`,
    ),
  ],
);

/**
 * A booking as the provider holds it (the member's side is member_reservations). Only a digest of
 * the cancel token is kept: whoever holds the token may change or cancel, and a leaked table must
 * not hand that power out.
 */
export const providerBookings = pgTable(
  "provider_bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    confirmationNumber: text("confirmation_number").notNull(),
    /** SHA-256 of the cancel token, base64url. */
    cancelTokenDigest: text("cancel_token_digest").notNull(),
    merchantId: text("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    /** On the restaurant's clock ("YYYY-MM-DD", "HH:MM"). */
    date: text("date").notNull(),
    time: text("time").notNull(),
    /** The same moment as an instant, and the end of the table's turn: overlap checks compare these. */
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    partySize: integer("party_size").notNull(),
    tableId: uuid("table_id")
      .notNull()
      .references(() => reservationTables.id, { onDelete: "cascade" }),
    guestFirstName: text("guest_first_name").notNull(),
    guestLastName: text("guest_last_name").notNull(),
    guestEmail: text("guest_email").notNull(),
    guestPhone: text("guest_phone").notNull(),
    specialRequests: text("special_requests"),
    status: text("status", { enum: providerBookingStatuses }).notNull().default("booked"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("provider_bookings_confirmation_uq").on(t.confirmationNumber),
    // A restaurant's booked turns around a day: availability and booking read this range.
    index("provider_bookings_merchant_starts_idx").on(t.merchantId, t.startsAt),
    check("provider_bookings_status_ck", sql`${t.status} in (${sql.raw(oneOf(providerBookingStatuses))})`),
    check("provider_bookings_party_ck", sql`${t.partySize} between 1 and 20`),
    check("provider_bookings_turn_ck", sql`${t.endsAt} > ${t.startsAt}`),
  ],
);
