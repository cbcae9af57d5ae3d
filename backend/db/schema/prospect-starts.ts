// Loaded by drizzle-kit and tsx scripts as well as the app, so no "server-only" guard here.
import { sql } from "drizzle-orm";
import { check, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/**
 * Visitors who gave their email on the home page and went on to the join form
 * (public-and-shared §4 Prospect email flow): one row per partner and address, with the
 * referral values of the visit, until the sign-up completes and removes it. What remains is the
 * list of enrollments begun and not finished.
 */
export const prospectStarts = pgTable(
  "prospect_starts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    partnerCode: text("partner_code").notNull(),
    email: text("email").notNull(),
    utmTerm: text("utm_term"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    utmSource: text("utm_source"),
    utmContent: text("utm_content"),
    referrer: text("referrer"),
    source: text("source"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("prospect_starts_partner_email_uq").on(t.partnerCode, t.email),
    // The same address typed in another case is the same prospect, as it is the same member.
    check("prospect_starts_email_lower_ck", sql`${t.email} = lower(${t.email})`),
  ],
);
