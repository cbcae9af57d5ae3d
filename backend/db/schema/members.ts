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
import { interfaceTypes, memberTypes, oneOf } from "./values";

/**
 * A member of one partner's program. Emails are stored lower-cased and unique per partner among
 * members in good standing; accounts imported with an address another account also uses carry
 * email_update_required and are exempt until they choose a new one (/fix_credentials).
 */
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
    memberType: text("member_type", { enum: memberTypes }).notNull().default("EnrolledCardMember"),
    /** Opt-in level: 0 opted out, 1 non-activated, 2 opted in, 3 VIP. */
    tierLevel: integer("tier_level").notNull().default(1),
    active: boolean("active").notNull().default(true),
    hasWebProfile: boolean("has_web_profile").notNull().default(true),
    interfaceType: text("interface_type", { enum: interfaceTypes }).notNull().default("direct"),
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
    /**
     * Random code that referral links carry instead of the public id, which also identifies the
     * member to activation: a shared link must not let its readers act as the member.
     */
    referralCode: text("referral_code")
      .notNull()
      .unique()
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
    /**
     * The member's family id (account-center §3 Member): what the review link tells the survey
     * form and what its completed-review report names the member by. Random, and not the public
     * id, so a review link shared or logged does not hand out the id that activation reads.
     */
    familyId: text("family_id")
      .notNull()
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
    /** Set on accounts that share their email with another: they must choose a new one. */
    emailUpdateRequired: boolean("email_update_required").notNull().default(false),
    failedSignIns: integer("failed_sign_ins").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    ssoSubject: text("sso_subject"),
    joinDate: timestamp("join_date", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("members_partner_email_uq")
      .on(t.partnerCode, t.email)
      .where(sql`not ${t.emailUpdateRequired}`),
    // Sign-in and sign-up look an address up among every account, flagged or not, which the
    // partial index above cannot serve.
    index("members_partner_email_idx").on(t.partnerCode, t.email),
    uniqueIndex("members_partner_number_uq")
      .on(t.partnerCode, t.partnerNumber)
      .where(sql`${t.partnerNumber} is not null`),
    uniqueIndex("members_partner_sso_subject_uq")
      .on(t.partnerCode, t.ssoSubject)
      .where(sql`${t.ssoSubject} is not null`),
    index("members_partner_created_idx").on(t.partnerCode, t.createdAt),
    // Sign-in compares lower-cased addresses; a mixed-case row would be a second account.
    check("members_email_lower_ck", sql`${t.email} = lower(${t.email})`),
    check("members_tier_level_ck", sql`${t.tierLevel} between 0 and 3`),
    check("members_member_type_ck", sql`${t.memberType} in (${sql.raw(oneOf(memberTypes))})`),
    check("members_interface_type_ck", sql`${t.interfaceType} in (${sql.raw(oneOf(interfaceTypes))})`),
    check("members_failed_sign_ins_ck", sql`${t.failedSignIns} >= 0`),
  ],
);
