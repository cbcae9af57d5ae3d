// Loaded by drizzle-kit and tsx scripts as well as the app, so no "server-only" guard here.
import { sql } from "drizzle-orm";
import { bigint, check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { transactions } from "./activity";
import { awardHistoryActors, awardStatuses, oneOf } from "./values";

/**
 * Every change of an award's status, and every event that changed what it is worth, as it
 * happened (decision 0063): the award made (from null), settled on the schedule, posted to the
 * partner, refunded. Rows are only ever added; an award's life reads in id order.
 */
export const awardHistory = pgTable(
  "award_history",
  {
    /** Rising in the order rows were written: within one database transaction changed_at is one instant. */
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    transactionId: uuid("transaction_id")
      .notNull()
      .references(() => transactions.id, { onDelete: "cascade" }),
    partnerCode: text("partner_code").notNull(),
    /** Null when the award was made. */
    fromStatus: text("from_status", { enum: awardStatuses }),
    toStatus: text("to_status", { enum: awardStatuses }).notNull(),
    /** Why, when there is more to say than the status: a not-earned reason, "capped", "refunded". */
    reason: text("reason"),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
    actor: text("actor", { enum: awardHistoryActors }).notNull(),
  },
  (t) => [
    index("award_history_transaction_idx").on(t.transactionId, t.id),
    check(
      "award_history_from_status_ck",
      sql`${t.fromStatus} is null or ${t.fromStatus} in (${sql.raw(oneOf(awardStatuses))})`,
    ),
    check("award_history_to_status_ck", sql`${t.toStatus} in (${sql.raw(oneOf(awardStatuses))})`),
    check("award_history_actor_ck", sql`${t.actor} in (${sql.raw(oneOf(awardHistoryActors))})`),
  ],
);
