// Loaded by drizzle-kit and tsx scripts as well as the app, so no "server-only" guard here.
import { integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Wrong passwords counted per partner and email, whether or not an account has that email, so a
 * lockout answer never tells which emails have accounts. The email is stored only as a keyed
 * digest.
 */
export const signInFailures = pgTable(
  "sign_in_failures",
  {
    partnerCode: text("partner_code").notNull(),
    emailDigest: text("email_digest").notNull(),
    failures: integer("failures").notNull().default(0),
    windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.partnerCode, t.emailDigest] })],
);

/**
 * Human-check solutions already spent, shared by every instance and kept across restarts, so one
 * solved challenge passes one request only. Rows are useless once their challenge expires.
 */
export const spentHumanChecks = pgTable("spent_human_checks", {
  id: text("id").primaryKey(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/**
 * Rate-limit windows shared by every instance on one PostgreSQL database: a limit counts requests
 * across all of them, and survives a restart. One row per key, reused when its window ends.
 */
export const rateLimitWindows = pgTable("rate_limit_windows", {
  key: text("key").primaryKey(),
  hits: integer("hits").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});
