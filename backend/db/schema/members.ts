// Loaded by drizzle-kit and tsx scripts as well as the app, so no "server-only" guard here.
import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/** A member of one partner's program. Emails are stored lower-cased and unique per partner. */
export const members = pgTable(
  "members",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    partnerCode: text("partner_code").notNull(),
    publicId: text("public_id").notNull().unique(),
    email: text("email").notNull(),
    /** Null for SSO members: they sign in at their program's identity provider. */
    passwordHash: text("password_hash"),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    phoneNumber: text("phone_number"),
    smsOptIn: boolean("sms_opt_in").notNull().default(false),
    emailOptIn: boolean("email_opt_in").notNull().default(false),
    partnerNumber: text("partner_number"),
    /** EnrolledCardMember | NonCardMember | ClosedAccountMember */
    memberType: text("member_type").notNull().default("EnrolledCardMember"),
    /** Opt-in level: 0 opted out, 1 non-activated, 2 opted in, 3 VIP. */
    tierLevel: integer("tier_level").notNull().default(1),
    active: boolean("active").notNull().default(true),
    hasWebProfile: boolean("has_web_profile").notNull().default(true),
    /** known | sso | direct */
    interfaceType: text("interface_type").notNull().default("direct"),
    enrollmentSource: text("enrollment_source"),
    address1: text("address1"),
    address2: text("address2"),
    city: text("city"),
    state: text("state"),
    zipCode: text("zip_code"),
    utmTerm: text("utm_term"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    utmSource: text("utm_source"),
    utmContent: text("utm_content"),
    referrer: text("referrer"),
    source: text("source"),
    failedSignIns: integer("failed_sign_ins").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    ssoSubject: text("sso_subject"),
    joinDate: timestamp("join_date", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("members_partner_email_uq").on(t.partnerCode, t.email),
    uniqueIndex("members_partner_number_uq")
      .on(t.partnerCode, t.partnerNumber)
      .where(sql`${t.partnerNumber} is not null`),
    uniqueIndex("members_partner_sso_subject_uq")
      .on(t.partnerCode, t.ssoSubject)
      .where(sql`${t.ssoSubject} is not null`),
    index("members_partner_created_idx").on(t.partnerCode, t.createdAt),
  ],
);
