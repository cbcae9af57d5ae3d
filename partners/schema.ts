import { z } from "zod";
import { cardTypeCodes } from "./card-type-codes";

/** Earn currencies of the spec (§1). */
export const currencyTypes = ["Dollar", "Mile", "Point", "Credit"] as const;
export type CurrencyType = (typeof currencyTypes)[number];

/** How a partner enrolls members (§3 Partner configuration). */
export const enrollmentTypes = ["none", "direct", "sso"] as const;
export type EnrollmentType = (typeof enrollmentTypes)[number];

export { cardTypeCodes, type CardTypeCode } from "./card-type-codes";

export const homePages = ["discover", "how-it-works"] as const;

/** Browser title, description and keywords for one path (public-and-shared §2). */
export const routeMetaSchema = z.object({
  title: z.string().min(1),
  description: z.string().default(""),
  keywords: z.array(z.string()).default([]),
});

/** Points (or miles, dollars, credits) per dollar spent for one earning tier. */
export const earnRuleSchema = z.object({
  tierLevel: z.union([z.literal(0), z.literal(2), z.literal(3)]),
  amountPerDollar: z.number().nonnegative(),
});

const hexColour = z.string().regex(/^#[0-9a-f]{6}$/i, "a #rrggbb colour");

/** Brand colours; every pair used for text was checked for WCAG AA contrast. */
export const themeSchema = z.object({
  primary: hexColour,
  onPrimary: hexColour,
  accent: hexColour,
  surface: hexColour,
  text: hexColour,
  mutedText: hexColour,
});

/**
 * Rules the spec pins on "one named partner". Each is a typed flag so that any partner can
 * switch it on; no partner name appears in code.
 */
export const partnerRuleFlagsSchema = z.object({
  /** Footer partner and network logos hidden. */
  hideNetworkLogos: z.boolean().default(false),
  /** One-time modal inviting sign-in with the loyalty account (SSO partners). */
  oneTimeSsoModal: z.boolean().default(false),
  /** New-member bonus added automatically within 2160 hours for this enrollment source. */
  newMemberBonusAutoAddSource: z.string().nullable().default(null),
  /** An app-only bonus is added for members of this partner. */
  appOnlyBonus: z.boolean().default(false),
  /** Profile hides the email opt-in row. */
  hideEmailOptIn: z.boolean().default(false),
  /** Email changes go through customer support (profile copy). */
  emailChangeThroughSupport: z.boolean().default(false),
});

/**
 * What makes a member VIP for a year (account-center §4 Dining progress): a number of dines in
 * the calendar year, a spend in whole dollars, or either of the two when both are set.
 */
export const vipRuleSchema = z
  .object({
    dinesRequired: z.number().int().positive().nullable().default(11),
    dollarsRequired: z.number().int().positive().nullable().default(null),
  })
  .refine(
    (rule) => rule.dinesRequired !== null || rule.dollarsRequired !== null,
    "a VIP rule needs dines or dollars",
  );

/**
 * When the reservation provider treats a member as abusing bookings (account-center §9: "account
 * deactivated with the reservation provider"): too many bookings made in one day, or too many
 * reservations not honoured lately. Null fields switch that half of the rule off.
 */
export const reservationFraudRuleSchema = z.object({
  /** Bookings the member may make in the last 24 hours (cancelled ones count: churn is the abuse). */
  maxBookingsPerDay: z.number().int().positive().nullable().default(6),
  /** No-shows in the last 90 days at which booking stops. */
  maxNoShows90Days: z.number().int().positive().nullable().default(3),
});

/** The partner's caps on what a meal earns (decision 0063); null fields cap nothing. */
export const awardCapsSchema = z.object({
  perVisit: z.number().int().positive().nullable().default(null),
  perMerchantPerMonth: z.number().int().positive().nullable().default(null),
});

/** The calendar periods a bonus condition counts meals in (decision 0065). */
export const bonusPeriods = ["month", "quarter", "year"] as const;
export type BonusPeriod = (typeof bonusPeriods)[number];

/** "Dine 3 times this quarter": meals that earned, within one calendar period. */
export const bonusConditionSchema = z.object({
  dines: z.number().int().positive().max(100),
  period: z.enum(bonusPeriods),
});

/**
 * A bonus the partner offers (account-center §3 Bonus). "new-member" is the bonus added on its
 * own for new members (ruleFlags.newMemberBonusAutoAddSource); "app-only" is registered in the
 * native app only and added for every member when ruleFlags.appOnlyBonus is set.
 */
export const bonusDefinitionSchema = z
  .object({
    code: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/),
    description: z.string().min(1),
    kind: z.enum(["standard", "new-member", "app-only"]).default("standard"),
    /**
     * When a registered member earns the bonus (decision 0065): this many earning meals within
     * one calendar period (UTC), counted from registration. Without one the bonus is only offered
     * and registered for; nothing here earns it.
     */
    condition: bonusConditionSchema.optional(),
    /** What the bonus posts once earned, in the partner's stored unit (points, miles or cents). */
    amount: z.number().int().positive().optional(),
  })
  .refine(
    (bonus) => (bonus.condition === undefined) === (bonus.amount === undefined),
    "a bonus condition and its amount go together",
  );

/**
 * How awards reach the partner's own program (decision 0064): a daily accrual file in the
 * deployment's posting folder, or a signed HTTP call to its posting endpoint. Where the folder
 * and the endpoint are is the deployment's (POSTING_FILE_DIR, POSTING_HTTP_URL), never the
 * config's. Cash-back programs (Credit, Dollar) post nothing: their awards become statement
 * credits, so the channel is not read for them.
 */
export const postingChannels = ["accrual-file", "http"] as const;
export type PostingChannelName = (typeof postingChannels)[number];

export const postingSchema = z.discriminatedUnion("channel", [
  z.object({ channel: z.literal("accrual-file") }),
  z.object({ channel: z.literal("http") }),
]);

/**
 * The partner configuration of public-and-shared §3 with the spec's defaults, plus what a
 * deployment needs (hostnames, theme, earn rules). Parse a partner's config.ts with it.
 */
export const partnerConfigSchema = z.object({
  /** Stable code: folder name, subdomain locally, and the partner key in the database. */
  code: z.string().regex(/^[a-z][a-z0-9-]*$/),
  name: z.string().min(1),
  shortCode: z.string().min(1),
  /**
   * The brand as the phone header shows it, where the full name has no room ("Harbor"). Without
   * it the header shows the short code.
   */
  shortName: z.string().min(1).optional(),
  /** Where the header logo links (the partner may point it at its own site). */
  logoUrl: z.string().default("/"),
  /** The partner's loyalty program as members know it ("Harbor Hotels Rewards"). */
  programName: z.string().min(1),
  /** Production hostnames; the first is canonical. */
  hostnames: z.array(z.string().min(1)).min(1),
  currencyType: z.enum(currencyTypes).default("Mile"),
  /** Singular and plural names of the currency as members read it ("point", "points"). */
  currencyName: z.object({ one: z.string(), other: z.string() }),
  enrollmentType: z.enum(enrollmentTypes).default("direct"),
  cardTypesAccepted: z.array(z.enum(cardTypeCodes)).default([...cardTypeCodes]),
  /** The partner's content service ({cms} of GET {cms}/api/cms/pages/{name}/); "" uses CMS_URL or the embedded one. */
  cmsRoute: z.union([z.literal(""), z.url()]).default(""),
  homePage: z.enum(homePages).default("how-it-works"),
  generalModalType: z.string().nullable().default(null),
  minimumAppVersion: z
    .string()
    .regex(/^\d+(\.\d+)*$/)
    .default("0.0.0"),
  acclaimedEnabled: z.boolean().default(false),
  acclaimed2Enabled: z.boolean().default(false),
  cmsPreview: z.boolean().default(false),
  fullAddressRequired: z.boolean().default(false),
  hasAutoEnroll: z.boolean().default(false),
  hasFlexOffers: z.boolean().default(false),
  hasPartnerLoadedCards: z.boolean().default(false),
  hasPPN: z.boolean().default(true),
  hasSmsOptIn: z.boolean().default(false),
  hasSmsOptInV2: z.boolean().default(false),
  hasVIP: z.boolean().default(false),
  openTableReservationsEnabled: z.boolean().default(false),
  hasDiscoverPage: z.boolean().default(false),
  hasReservationBonus: z.boolean().default(false),
  hasPWAInstallBanner: z.boolean().default(false),
  hasMerchantFavorites: z.boolean().default(false),
  showEarnRate: z.boolean().default(true),
  appAnnouncementModal: z.boolean().default(false),
  routeMeta: z
    .record(z.string(), routeMetaSchema)
    .refine((meta) => "/" in meta, "routeMeta needs a '/' entry"),
  customerSupport: z.object({
    phone: z.object({ href: z.string(), formatted: z.string() }),
    email: z.object({ href: z.string(), display: z.string() }),
  }),
  earnRules: z.array(earnRuleSchema).min(1),
  /** Reservation bonus in the partner's currency units. */
  reservationBonus: z.number().int().nonnegative().default(0),
  /** A member holds one booking per restaurant within this many hours either side (spec §9: 2). */
  reservationOverlapHours: z.number().positive().max(24).default(2),
  reservationFraudRule: reservationFraudRuleSchema.default(reservationFraudRuleSchema.parse({})),
  /**
   * A refund whose local date is at most this many days after the meal's takes back what the
   * meal earned (a negative adjustment); a later one leaves the award as it is (decision 0061).
   */
  refundReversalDays: z.number().int().positive().max(730).default(120),
  /** How awards are posted to the partner's program (decision 0064); accrual files by default. */
  posting: postingSchema.default({ channel: "accrual-file" }),
  /**
   * The most a meal earns (decision 0063), in the partner's currency units (whole miles or
   * points, cents for Dollar and Credit): at most perVisit for one visit, and at most
   * perMerchantPerMonth from one restaurant in a calendar month of its own clock. Null for no
   * cap. Reservation bonuses and other bonuses are not capped by these.
   */
  awardCaps: awardCapsSchema.default(awardCapsSchema.parse({})),
  /** Statement-credit payout threshold in cents (credit partners). */
  payoutThresholdCents: z.number().int().positive().default(2000),
  visitProgressMax: z.number().int().positive().default(11),
  /** How a member reaches VIP (partners with hasVIP); without one the visit meter uses visitProgressMax. */
  vipRule: vipRuleSchema.nullable().default(null),
  /** The bonuses the partner offers; their banners' wording is content (account_center/bonus_banners). */
  bonuses: z.array(bonusDefinitionSchema).default([]),
  typeformCode: z.string().default(""),
  /**
   * The partner's external survey form, `{surveyId}` standing for the survey entry's id
   * (public-and-shared §4 Survey widget); the widget adds the tracking fields to its fragment.
   */
  surveyFormUrl: z
    .url({ protocol: /^https?$/ })
    .refine((url) => url.includes("{surveyId}") || !url.includes("{"), "the only placeholder is {surveyId}")
    .default("https://form.typeform.com/to/{surveyId}"),
  /** Brand font family; the registered mark stays inline for the fonts in shared/copy. */
  brandFont: z.string().default("Montserrat"),
  theme: themeSchema,
  ruleFlags: partnerRuleFlagsSchema.default(partnerRuleFlagsSchema.parse({})),
  /** OpenID Connect provider for SSO partners; filled from the environment when absent. */
  sso: z.object({ issuer: z.url().optional(), clientId: z.string() }).optional(),
  appStoreLinks: z
    .object({ ios: z.url(), android: z.url() })
    .default({ ios: "https://apps.apple.com/", android: "https://play.google.com/store" }),
});

export type PartnerConfigInput = z.input<typeof partnerConfigSchema>;
export type PartnerConfig = z.output<typeof partnerConfigSchema>;

/** Define a partner's config.ts, checked against the schema when the registry loads. */
export function definePartner(input: PartnerConfigInput): PartnerConfigInput {
  return input;
}
