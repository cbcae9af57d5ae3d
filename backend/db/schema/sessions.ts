// Loaded by drizzle-kit and tsx scripts as well as the app, so no "server-only" guard here.
import { boolean, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { members } from "./members";

/**
 * One row per member session. The sealed cookie carries only the id; every request checks the
 * row, so sign-out, a new password or "sign out of all other devices" ends a session on the
 * server, and a copied cookie stops working the moment its row is revoked or expires.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    memberId: uuid("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    partnerCode: text("partner_code").notNull(),
    rememberMe: boolean("remember_me").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Slides with activity; a session idle past its idle timeout is over. */
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    /** Fixed at sign-in: no activity or replayed cookie moves it. */
    absoluteExpiresAt: timestamp("absolute_expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("sessions_member_idx").on(t.memberId, t.partnerCode)],
);
