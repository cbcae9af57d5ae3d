// Loaded by drizzle-kit and tsx scripts as well as the app, so no "server-only" guard here.
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import {
  earningTierLevels,
  mealTypes,
  merchantFeatures,
  merchantHighlights,
  offerTypes,
  oneOf,
} from "./values";
// Types only (erased at run time): the stored JSON has the API's shapes.
import type { MerchantPhoto, MerchantReview, OpeningPeriod } from "../../../shared/contracts/merchants";

/** A restaurant, bar or club in the network. Shared by every partner; offers differ per partner. */
export const merchants = pgTable(
  "merchants",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    cuisines: text("cuisines").array().notNull(),
    priceRange: integer("price_range").notNull(),
    rating: numeric("rating", { precision: 2, scale: 1, mode: "number" }).notNull(),
    ratingCount: integer("rating_count").notNull(),
    neighborhood: text("neighborhood").notNull(),
    city: text("city").notNull(),
    state: text("state").notNull(),
    zip: text("zip").notNull(),
    address1: text("address1").notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    phone: text("phone").notNull(),
    website: text("website"),
    features: text("features", { enum: merchantFeatures }).array().notNull(),
    mealsServed: text("meals_served", { enum: mealTypes }).array().notNull(),
    /** 0 none, 1 acclaimed, 2 acclaimed (second level). */
    acclaimedLevel: integer("acclaimed_level").notNull().default(0),
    highlight: text("highlight", { enum: merchantHighlights }),
    isNew: boolean("is_new").notNull().default(false),
    reservationOpenTable: boolean("reservation_open_table").notNull().default(false),
    orderOnlineUrl: text("order_online_url"),
    /** Ordering goes through the site's /merchants/{id}/Order dialog before linking out. */
    orderOnlineInternal: boolean("order_online_internal").notNull().default(false),
    imageBaseUrl: text("image_base_url").notNull(),
    menuImageUrls: text("menu_image_urls").array().notNull(),
    /** Earning weekdays as a bitmask: Sun = 1, Mon = 2, … Sat = 64. */
    benefitDays: integer("benefit_days").notNull().default(127),
    offerType: text("offer_type", { enum: offerTypes }).notNull().default("Unlimited"),
    /** IANA time zone: opening hours are on the restaurant's own clock. */
    timeZone: text("time_zone").notNull().default("America/New_York"),
    /** Opening periods by weekday; a closing time at or before the opening is the next day's. */
    openingHours: jsonb("opening_hours").$type<OpeningPeriod[]>().notNull().default([]),
    photos: jsonb("photos").$type<MerchantPhoto[]>().notNull().default([]),
    /** A few recent reviews with the restaurant's replies, shown on the merchant page. */
    reviews: jsonb("reviews").$type<MerchantReview[]>().notNull().default([]),
    /** Where the record comes from: "demo" (seed) or the import's source label. */
    origin: text("origin").notNull().default("import"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the record last changed (an import replaces it): the sitemap's lastmod. */
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the restaurant left the program; null while it is listed. A removed merchant is kept
     * (soft-removed) so its old page can offer the restaurants near where it was
     * (docs/decisions/0066); nothing lists, searches or books it.
     */
    removedAt: timestamp("removed_at", { withTimezone: true }),
  },
  (t) => [
    // Radius and map-area searches: a bounding box on both coordinates narrows the index range
    // before the exact haversine distance is computed on the few rows left.
    index("merchants_lat_lng_idx").on(t.latitude, t.longitude),
    // Typo-tolerant "restaurant or cuisine": ILIKE and trigram word similarity both use these.
    // pg_trgm and the immutable merchant_cuisines_text() are created by hand in 0002_merchant_search.
    index("merchants_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")),
    index("merchants_cuisines_trgm_idx").using(
      "gin",
      sql`merchant_cuisines_text(${t.cuisines}) gin_trgm_ops`,
    ),
    index("merchants_created_idx").on(t.createdAt),
    index("merchants_city_idx").on(t.state, t.city),
    check("merchants_price_range_ck", sql`${t.priceRange} between 1 and 4`),
    check("merchants_rating_ck", sql`${t.rating} between 0 and 5 and ${t.ratingCount} >= 0`),
    check("merchants_acclaimed_level_ck", sql`${t.acclaimedLevel} between 0 and 2`),
    check("merchants_benefit_days_ck", sql`${t.benefitDays} between 0 and 127`),
    check(
      "merchants_position_ck",
      sql`${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180`,
    ),
    check("merchants_offer_type_ck", sql`${t.offerType} in (${sql.raw(oneOf(offerTypes))})`),
    check(
      "merchants_highlight_ck",
      sql`${t.highlight} is null or ${t.highlight} in (${sql.raw(oneOf(merchantHighlights))})`,
    ),
    check("merchants_features_ck", sql`${t.features} <@ array[${sql.raw(oneOf(merchantFeatures))}]::text[]`),
    check("merchants_meals_ck", sql`${t.mealsServed} <@ array[${sql.raw(oneOf(mealTypes))}]::text[]`),
  ],
);

/** Benefit campaign code per partner and earning tier: a member earns only with the code for their tier. */
export const merchantCampaigns = pgTable(
  "merchant_campaigns",
  {
    merchantId: text("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    partnerCode: text("partner_code").notNull(),
    tierLevel: integer("tier_level").notNull(),
    campaignCode: text("campaign_code").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.partnerCode, t.tierLevel] }),
    index("merchant_campaigns_partner_idx").on(t.partnerCode, t.campaignCode),
    check("merchant_campaigns_tier_ck", sql`${t.tierLevel} in (${sql.raw(oneOf(earningTierLevels))})`),
  ],
);
