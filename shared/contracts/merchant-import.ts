import { z } from "zod";
import {
  highlightValues,
  mealTypeValues,
  merchantFeatureValues,
  merchantOriginSchema,
  merchantPhotoSchema,
  merchantReviewSchema,
  offerTypeValues,
  openingPeriodSchema,
} from "./merchants";
import { merchantIdPattern } from "./merchant-values";
import { merchantNetworkIdFields } from "./network-feed-values";
import { text, webUrl } from "./text";

/**
 * One merchant as `npm run db:import-merchants` takes it, from a JSON-lines or CSV file: the
 * network's restaurants in production, where no demo seed runs. Imports are idempotent by `id`:
 * a row with a known id replaces that merchant and its campaigns.
 */

const requiredText = (name: string, max = 200) =>
  text({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(max, `${name} is at most ${String(max)} characters`);

const httpsUrl = (name: string) => webUrl({ error: `${name} must be a URL`, protocol: /^https?$/ });

/** CSV cells hold lists as "a;b;c"; JSON lines hold arrays. */
function list<T extends z.ZodType>(item: T) {
  return z.preprocess(
    (value) =>
      typeof value === "string"
        ? value
            .split(";")
            .map((part) => part.trim())
            .filter(Boolean)
        : value,
    z.array(item),
  );
}

/** CSV cells are text: numbers and booleans are read from their decimal or true/false forms. */
const number = (name: string, min: number, max: number, integer = false) =>
  z.preprocess(
    (value) => (typeof value === "string" && /^-?\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : value),
    (integer
      ? z.number({ error: `${name} must be a whole number` }).int(`${name} must be a whole number`)
      : z.number({ error: `${name} must be a number` })
    )
      .min(min, `${name} must be between ${String(min)} and ${String(max)}`)
      .max(max, `${name} must be between ${String(min)} and ${String(max)}`),
  );

const flag = (name: string) =>
  z.preprocess(
    (value) => (value === "true" ? true : value === "false" || value === "" ? false : value),
    z.boolean({ error: `${name} must be true or false` }),
  );

/** "partner:tier:code", e.g. "harbor:2:HB-2-ABC": the campaign a member of that tier earns with. */
export const merchantCampaignSchema = z.preprocess(
  (value) => {
    if (typeof value !== "string") return value;
    const [partnerCode, tierLevel, campaignCode] = value.split(":");
    return { partnerCode, tierLevel: Number(tierLevel), campaignCode };
  },
  z.object({
    partnerCode: text().regex(/^[a-z][a-z0-9-]*$/, "campaigns: partner code is lower-case letters"),
    tierLevel: z.union([z.literal(0), z.literal(2), z.literal(3)], { error: "campaigns: tier is 0, 2 or 3" }),
    campaignCode: requiredText("campaigns: campaign code", 64),
  }),
);

/** CSV: "Mon 11:30-22:00" (a closing time at or before the opening is the next day's). */
const openingPeriod = z.preprocess(
  (value) => {
    if (typeof value !== "string") return value;
    const match = /^([A-Z][a-z]{2})\s+(\d\d:\d\d)-(\d\d:\d\d)$/.exec(value);
    return match ? { day: match[1], opens: match[2], closes: match[3] } : value;
  },
  z.object(openingPeriodSchema.shape, {
    error: "openingHours are like Mon 11:30-22:00 (Sun to Sat, 24-hour clock)",
  }),
);

/** CSV: "url|width|height|alt text". */
const photo = z.preprocess(
  (value) => {
    if (typeof value !== "string") return value;
    const match = /^([^|]+)\|(\d+)\|(\d+)\|(.+)$/.exec(value);
    return match
      ? { url: match[1], width: Number(match[2]), height: Number(match[3]), alt: match[4] }
      : value;
  },
  z.object(merchantPhotoSchema.shape, { error: "photos are url|width|height|alt text" }),
);

/** Whether a time zone name is one the runtime knows ("America/Chicago"). */
function knownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * A network's identifier of the location (decision 0061): 6 to 15 digits, as the networks issue
 * them; blank or absent when the location is not known to that network.
 */
const networkMerchantId = (name: string) =>
  z
    .union([
      text({ error: `${name} must be 6 to 15 digits` })
        .trim()
        .regex(/^\d{6,15}$/, `${name} must be 6 to 15 digits`),
      z.literal("").transform(() => null),
    ])
    .nullish()
    .transform((value) => value ?? null);

const networkIdFields = Object.fromEntries(
  Object.keys(merchantNetworkIdFields).map((field) => [field, networkMerchantId(field)]),
) as Record<keyof typeof merchantNetworkIdFields, ReturnType<typeof networkMerchantId>>;

export const merchantImportRowSchema = z.object({
  id: text({ error: "id is required" }).regex(
    merchantIdPattern,
    "id is letters, digits, - and _ (at most 64)",
  ),
  name: requiredText("name"),
  description: requiredText("description", 2000),
  cuisines: list(requiredText("cuisines", 60)).pipe(z.array(text()).min(1, "cuisines needs at least one")),
  priceRange: number("priceRange", 1, 4, true),
  rating: number("rating", 0, 5),
  ratingCount: number("ratingCount", 0, 10_000_000, true),
  neighborhood: requiredText("neighborhood"),
  city: requiredText("city"),
  state: text().regex(/^[A-Z]{2}$/, "state is a two-letter code"),
  zip: text().regex(/^\d{5}$/, "zip is five digits"),
  address1: requiredText("address1"),
  latitude: number("latitude", -90, 90),
  longitude: number("longitude", -180, 180),
  phone: requiredText("phone", 40),
  website: z
    .union([httpsUrl("website"), z.literal("").transform(() => null)])
    .nullish()
    .transform((v) => v ?? null),
  features: list(
    z.enum(merchantFeatureValues, { error: `features are ${merchantFeatureValues.join(", ")}` }),
  ).default([]),
  mealsServed: list(
    z.enum(mealTypeValues, { error: `mealsServed are ${mealTypeValues.join(", ")}` }),
  ).default([]),
  acclaimedLevel: number("acclaimedLevel", 0, 2, true).default(0),
  highlight: z
    .union([
      z.enum(highlightValues, { error: `highlight is one of ${highlightValues.join(", ")}` }),
      z.literal(""),
    ])
    .nullish()
    .transform((value) => (value ? value : null)),
  isNew: flag("isNew").default(false),
  reservationOpenTable: flag("reservationOpenTable").default(false),
  orderOnlineUrl: z
    .union([httpsUrl("orderOnlineUrl"), z.literal("").transform(() => null)])
    .nullish()
    .transform((v) => v ?? null),
  imageBaseUrl: requiredText("imageBaseUrl", 2000),
  menuImageUrls: list(requiredText("menuImageUrls", 2000)).default([]),
  /** Earning weekdays as a bitmask: Sun = 1, Mon = 2, … Sat = 64 (127: every day). */
  benefitDays: number("benefitDays", 0, 127, true).default(127),
  offerType: z
    .enum(offerTypeValues, { error: `offerType is ${offerTypeValues.join(" or ")}` })
    .default("Unlimited"),
  campaigns: list(merchantCampaignSchema).default([]),
  /** The order link opens the site's /merchants/{id}/Order dialog first. */
  orderOnlineInternal: flag("orderOnlineInternal").default(false),
  timeZone: text()
    .refine(knownTimeZone, "timeZone is an IANA time zone such as America/Chicago")
    .default("America/New_York"),
  openingHours: list(openingPeriod).default([]),
  photos: list(photo).default([]),
  /** JSON lines only: [{ author, rating, text, reply, date }]. */
  reviews: z.array(merchantReviewSchema).default([]),
  /**
   * The restaurant has left the program: it is kept, unlisted, so its old page can offer the
   * restaurants near where it was (docs/decisions/0066). A later row without it lists it again.
   */
  removed: flag("removed").default(false),
  /** The source of the record (a short label), "import" unless the file names one. */
  origin: z.union([merchantOriginSchema, z.literal("").transform(() => "import")]).default("import"),
  /** visaMerchantId, mastercardLocationId, amexSeNumber, discoverMerchantId: the feed's names for it. */
  ...networkIdFields,
});

export type MerchantImportRow = z.infer<typeof merchantImportRowSchema>;
