import { z } from "zod";
import {
  defaultPageSize,
  highlightValues,
  maxCuisineFilters,
  maxPageSize,
  mealTypeValues,
  merchantFeatureValues,
  offerTypeValues,
  sortValues,
  weekdays,
  type MerchantSearchParamKey,
} from "./merchant-values";
import { queryInteger, text } from "./text";

// The closed value lists and limits live in a zod-free module, so the browser's search, cards
// and merchant pages read them without loading zod (docs/performance.md, Bundles).
export * from "./merchant-values";

/**
 * Merchant search and merchant detail (public-and-shared §3 Merchant, Merchant search request,
 * §7 GET /api/v2/Merchants/Search). The single source of truth for the backend's validation and
 * answers and for the frontend's URLs, cards and pages.
 */

/** Query strings arrive as text; booleans are "true"/"false", lists are comma-separated. */
const queryBoolean = z.enum(["true", "false"], { error: "Use true or false" }).transform((v) => v === "true");

function commaList<const T extends readonly [string, ...string[]]>(values: T, label: string) {
  return text()
    .transform((raw) =>
      raw
        .split(",")
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(values, { error: `${label} must be one of: ${values.join(", ")}` })));
}

const priceList = text()
  .transform((raw) =>
    raw
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.enum(["1", "2", "3", "4"], { error: "priceRange values are 1 to 4" }).transform(Number)));

const coordinate = (min: number, max: number, name: string) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .min(min, `${name} must be between ${min} and ${max}`)
    .max(max, `${name} must be between ${min} and ${max}`);

/** "Sushi,Ramen" matches any of these cuisines, as the merchants list them (names have no commas). */
const cuisineList = text()
  .transform((raw) =>
    raw
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(text().max(40, "a cuisine name is at most 40 characters"))
      .max(maxCuisineFilters, `name at most ${maxCuisineFilters} cuisines`),
  );

/** "south,west,north,east" of the map view for "search this area". */
export const boundsSchema = text()
  .transform((raw) => raw.split(",").map(Number))
  .pipe(
    z
      .tuple([z.number(), z.number(), z.number(), z.number()], {
        error: "bounds must be south,west,north,east",
      })
      .refine(
        ([s, w, n, e]) => [s, w, n, e].every(Number.isFinite) && s < n && w < e && s >= -90 && n <= 90,
        {
          message: "bounds must be south,west,north,east",
        },
      ),
  )
  .transform(([south, west, north, east]) => ({ south, west, north, east }));

/**
 * GET /api/v2/Merchants/Search query. Undefined fields are ignored. `location` is "lat,lng",
 * "Current Location" (with latitude and longitude), a ZIP code, or "city, state".
 */
export const merchantSearchQuerySchema = z.object({
  location: text().trim().max(100).optional(),
  latitude: coordinate(-90, 90, "latitude").optional(),
  longitude: coordinate(-180, 180, "longitude").optional(),
  /** Map view: when given, results are the merchants inside it ("search this area"). */
  bounds: boundsSchema.optional(),
  /** Search radius in miles around the location (ignored with bounds). */
  radius: text()
    // Plain decimal miles only: coercion would also read "0x10", "1e2" or " ".
    .regex(/^-?\d{1,6}(\.\d{1,4})?$/, "radius must be a number of miles")
    .transform(Number)
    .pipe(z.number().positive("radius must be more than 0 miles").max(100, "radius is at most 100 miles"))
    .optional(),
  restaurantOrCuisine: text().trim().max(100).optional(),
  campaignCode: text().trim().max(64).optional(),
  acclaimed: queryBoolean.optional(),
  /** Only merchants with an offer for this earning tier ("points available"). */
  benefitsFor: z
    .enum(["0", "2", "3"], { error: "benefitsFor is a tier: 0, 2 or 3" })
    .transform(Number)
    .optional(),
  features: commaList(merchantFeatureValues, "features").optional(),
  isNew: queryBoolean.optional(),
  mealsServed: commaList(mealTypeValues, "mealsServed").optional(),
  /** Any one of these cuisines (the cuisine filter). */
  cuisines: cuisineList.optional(),
  /** Also answer how many matches each cuisine has (the cuisine filter's counts). */
  cuisineCounts: queryBoolean.optional(),
  priceRange: priceList.optional(),
  reservations: queryBoolean.optional(),
  /** Only merchants open at the time of the search, by their own opening hours and time zone. */
  openNow: queryBoolean.optional(),
  /** Only the signed-in member's favourites (partners with hasMerchantFavorites). */
  favorites: queryBoolean.optional(),
  sortBy: z.enum(sortValues, { error: `sortBy must be one of: ${sortValues.join(", ")}` }).optional(),
  pageNo: queryInteger("pageNo", 1, 1_000_000, { min: "pageNo starts at 1" }).default(1),
  pageSize: queryInteger("pageSize", 1, maxPageSize, {
    min: "pageSize is at least 1",
    max: `pageSize is at most ${maxPageSize}`,
  }).default(defaultPageSize),
});
export type MerchantSearchQuery = z.output<typeof merchantSearchQuerySchema>;
// merchantSearchParamKeys (merchant-values.ts, the browser's copy) names exactly these fields;
// shared/merchants/search-query-string.test.ts holds it to their order too.
true satisfies [keyof z.input<typeof merchantSearchQuerySchema>] extends [MerchantSearchParamKey]
  ? [MerchantSearchParamKey] extends [keyof z.input<typeof merchantSearchQuerySchema>]
    ? true
    : false
  : false;

/** "HH:MM" on a 24-hour clock, in the merchant's own time zone. */
const clockTime = text().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "times are HH:MM on a 24-hour clock");

/**
 * One opening period: the day it starts, when it opens and closes. A closing time at or before
 * the opening time is on the next day ("Fri 17:00 to 02:00" ends early Saturday); a day without
 * a period is closed.
 */
export const openingPeriodSchema = z.object({ day: z.enum(weekdays), opens: clockTime, closes: clockTime });
export type OpeningPeriod = z.infer<typeof openingPeriodSchema>;

/** A photo of the restaurant, with its size (no layout shift) and what it shows. */
export const merchantPhotoSchema = z.object({
  url: text().min(1),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alt: text().min(1),
});
export type MerchantPhoto = z.infer<typeof merchantPhotoSchema>;

/** One diner's review with the restaurant's reply (null when it has not replied). */
export const merchantReviewSchema = z.object({
  author: text(),
  rating: z.number().int().min(1).max(5),
  text: text(),
  reply: text().nullable(),
  /** "YYYY-MM-DD". */
  date: text().regex(/^\d{4}-\d{2}-\d{2}$/, "date is YYYY-MM-DD"),
});
export type MerchantReview = z.infer<typeof merchantReviewSchema>;

/**
 * Where the merchant's record comes from (spec §3 Merchant `origin`): "demo" for the seeded
 * demonstration restaurants, "import" (or the import file's own source label) for the network's
 * restaurants loaded with `npm run db:import-merchants`.
 */
export const merchantOriginSchema = text().regex(
  /^[a-z][a-z0-9-]{0,39}$/,
  "origin is a short lower-case label (letters, digits and -)",
);

export const ratingSchema = z.object({
  overallRating: z.number().min(0).max(5),
  numberOfRatings: z.number().int().nonnegative(),
});

/** One merchant in a search answer (the merchant card's data). */
export const merchantSummarySchema = z.object({
  id: text(),
  name: text(),
  images: z.object({ imageBaseUrl: text() }),
  acclaimedLevel: z.number().int().min(0).max(2),
  /** Campaign codes this partner's tiers have here: a tier earns only with its code. */
  benefitAvailability: z.object({
    campaignCodes: z.array(z.object({ tierLevel: z.number().int(), campaignCode: text() })),
  }),
  details: z.object({
    highlight: z.enum(highlightValues).nullable(),
    rating: ratingSchema,
    priceRange: z.number().int().min(1).max(4),
    cuisines: z.array(text()),
  }),
  location: z.object({
    address: z.object({ address1: text(), city: text(), state: text(), zip: text() }),
    neighborhood: text(),
    latitude: z.number(),
    longitude: z.number(),
  }),
  /** Miles from the searched point; null when the search had no point. */
  distance: z.number().nonnegative().nullable(),
  reservationProviders: z.object({ openTable: z.boolean() }),
  isNew: z.boolean(),
  features: z.array(z.enum(merchantFeatureValues)),
  /** Earning weekdays (Sun..Sat). */
  benefitDays: z.array(z.enum(weekdays)),
  /** Present for signed-in members of partners with favourites. */
  isFavorite: z.boolean().optional(),
  origin: merchantOriginSchema,
});
export type MerchantSummary = z.infer<typeof merchantSummarySchema>;

/** The nearest participating restaurants' town ("Salt Lake City, UT") and how far it is, in miles. */
export const nearestRestaurantsSchema = z.object({
  location: text(),
  distance: z.number().int().nonnegative(),
});
export type NearestRestaurants = z.infer<typeof nearestRestaurantsSchema>;

export const merchantSearchResponseSchema = z.object({
  merchants: z.array(merchantSummarySchema),
  totalResultSize: z.number().int().nonnegative(),
  totalPages: z.number().int().nonnegative(),
  /** The point the search was measured from, and how it reads ("Chicago, IL", "60611"). */
  searchCenter: z
    .object({
      latitude: z.number(),
      longitude: z.number(),
      label: text(),
      /** For a search from coordinates (Current Location, the fallback point): the nearest city. */
      place: text().optional(),
      /**
       * For a place typed with a typo that has one clear spelling, searched as `label`: the place
       * as typed ("Chicgo"), so the page can say "Showing results for Chicago, IL (you typed Chicgo)".
       */
      correctedFrom: text().optional(),
    })
    .nullable(),
  /** Only when the searched area has no restaurants at all: the town of the nearest ones. */
  nearest: nearestRestaurantsSchema.nullable().optional(),
  /**
   * Only with `openNow=true` when nothing is open: how many restaurants match every other part
   * of the search, all closed now, so the page can say so and offer them (decision 0058).
   */
  closedNow: z.number().int().positive().optional(),
  /**
   * The page answered. A page past the end is answered with the last page and `pageClamped`;
   * both are optional only so that answers built before them still parse.
   */
  pageNo: z.number().int().positive().optional(),
  pageClamped: z.boolean().optional(),
  /**
   * With `cuisineCounts=true`: each cuisine among the matches and how many match it, counted
   * with every filter of the request except the cuisine filter itself (most first).
   */
  cuisineCounts: z.array(z.object({ cuisine: text(), count: z.number().int().positive() })).optional(),
});
export type MerchantSearchResponse = z.infer<typeof merchantSearchResponseSchema>;

/** Earn rate of one tier at this merchant, or why that tier does not earn here. */
export const tierEarnSchema = z.object({
  tierLevel: z.number().int(),
  amountPerDollar: z.number().nonnegative(),
  earns: z.boolean(),
});

/** GET /api/v2/Merchants/{merchantId} answer: the merchant page's data. */
export const merchantDetailSchema = merchantSummarySchema.extend({
  about: text(),
  phone: text(),
  website: text().nullable(),
  offers: z.array(z.object({ type: z.enum(offerTypeValues), description: text() })),
  menuImageUrls: z.array(text()),
  /**
   * The restaurant's ordering site. `internal`: the site's /merchants/{id}/Order dialog explains
   * how the order earns before linking out; otherwise the page links out directly.
   */
  orderOnline: z.object({ url: text(), internal: z.boolean() }).nullable(),
  mealsServed: z.array(z.enum(mealTypeValues)),
  earnByTier: z.array(tierEarnSchema),
  /** IANA time zone of the restaurant ("America/Chicago"): opening hours are its local clock. */
  timeZone: text(),
  openingHours: z.array(openingPeriodSchema),
  photos: z.array(merchantPhotoSchema),
  /**
   * The newest reviews: the first page of GET /api/merchants/{merchantId}/reviews
   * (shared/contracts/merchant-reviews.ts); the others are fetched page by page.
   */
  reviews: z.array(merchantReviewSchema),
  /** How many reviews the merchant has in all. */
  reviewCount: z.number().int().nonnegative(),
});
export type MerchantDetail = z.infer<typeof merchantDetailSchema>;

/** GET /api/merchants/{merchantId}/flex-offers/members/{publicId} answer. */
export const flexOfferSchema = z.object({ id: text(), webMessageOfferAmount: text() });
export type FlexOffer = z.infer<typeof flexOfferSchema>;

/** PUT/DELETE /api/Member/Favorites/{merchantId} answer, and GET /api/Member/Favorites. */
export const favoritesResponseSchema = z.object({ merchantIds: z.array(text()) });
export type FavoritesResponse = z.infer<typeof favoritesResponseSchema>;
