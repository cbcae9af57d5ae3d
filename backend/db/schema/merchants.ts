// Loaded by drizzle-kit and tsx scripts as well as the app, so no "server-only" guard here.
import {
  boolean,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

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
    /** delivery | dine_in | takeout | order_online */
    features: text("features").array().notNull(),
    /** breakfast | brunch | lunch | dinner | late_night */
    mealsServed: text("meals_served").array().notNull(),
    /** 0 none, 1 acclaimed, 2 acclaimed (second level). */
    acclaimedLevel: integer("acclaimed_level").notNull().default(0),
    /** acclaimed | comingSoon | leavingSoon | new | order external | order internal */
    highlight: text("highlight"),
    isNew: boolean("is_new").notNull().default(false),
    reservationOpenTable: boolean("reservation_open_table").notNull().default(false),
    orderOnlineUrl: text("order_online_url"),
    imageBaseUrl: text("image_base_url").notNull(),
    menuImageUrls: text("menu_image_urls").array().notNull(),
    /** Earning weekdays as a bitmask: Sun = 1, Mon = 2, … Sat = 64. */
    benefitDays: integer("benefit_days").notNull().default(127),
    /** Unlimited | Limited */
    offerType: text("offer_type").notNull().default("Unlimited"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Radius and bounding-box searches filter on both coordinates first (the search issue refines this).
    index("merchants_lat_lng_idx").on(t.latitude, t.longitude),
    index("merchants_created_idx").on(t.createdAt),
    index("merchants_city_idx").on(t.state, t.city),
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
  ],
);
