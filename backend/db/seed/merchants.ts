import type { merchantCampaigns, merchantNetworkIds, merchants } from "../schema";
import type { MealType, MerchantFeature, MerchantHighlight } from "../schema/values";
import { aboutSentences, cuisineFamilies, streetNames, type CuisineFamily } from "./cuisines";
import { metros, type Neighborhood } from "./metros";
import { openingHoursFor } from "./opening-hours";
import { photosFor } from "./photos";
import { createRandom, type Random } from "./random";
import type { ReviewWriter } from "./review-writer";
import { reviewsFor } from "./reviews";
import { isRemovedDemoMerchant } from "./removed-merchants";
import { timeZoneOf } from "./time-zones";

export type MerchantRow = typeof merchants.$inferInsert;
export type CampaignRow = typeof merchantCampaigns.$inferInsert;

const kmPerDegreeLatitude = 111.32;
const dayMs = 86_400_000;
const allWeek = 127;
const menuImageCount = 4;

/**
 * Restaurants cluster in their neighbourhood: most within 2 km of its centre, some further out,
 * none beyond 5 km. Neighbourhoods themselves lie up to ~17 km from the metro centre.
 */
function scatter(random: Random, around: Neighborhood): { latitude: number; longitude: number } {
  const km = random.chance(0.85) ? 0.1 + Math.abs(random.gaussian()) * 6 : 1.5 + random.next() * 3.5;
  const distance = Math.min(5, km);
  const angle = random.next() * 2 * Math.PI;
  const dLat = (distance * Math.cos(angle)) / kmPerDegreeLatitude;
  const dLng =
    (distance * Math.sin(angle)) / (kmPerDegreeLatitude * Math.cos((around.latitude * Math.PI) / 180));
  return {
    latitude: Number((around.latitude + dLat).toFixed(6)),
    longitude: Number((around.longitude + dLng).toFixed(6)),
  };
}

// Price levels 1..4 by family: steak and omakase skew dear, slices and pho skew cheap.
const dearFamilies = new Set(["steakhouse", "french", "sushi", "seafood"]);
const cheapFamilies = new Set(["pizza", "cafe", "vietnamese", "mexican", "bbq", "pub", "thai"]);

function priceFor(random: Random, family: CuisineFamily): number {
  const weights = dearFamilies.has(family.key)
    ? [1, 3, 4, 2]
    : cheapFamilies.has(family.key)
      ? [4, 5, 1, 0.2]
      : [3, 5, 3, 1];
  return random.weighted([1, 2, 3, 4], (level) => weights[level - 1] ?? 1);
}

function mealsFor(random: Random, familyKey: string): MealType[] {
  if (familyKey === "cafe")
    return random.chance(0.6) ? ["breakfast", "brunch", "lunch"] : ["breakfast", "lunch"];
  if (familyKey === "pub")
    return random.chance(0.5) ? ["lunch", "dinner", "late_night"] : ["dinner", "late_night"];
  const meals: MealType[] = ["dinner"];
  if (random.chance(0.7)) meals.unshift("lunch");
  if (random.chance(0.2)) meals.unshift("brunch");
  if (random.chance(0.15)) meals.push("late_night");
  return meals;
}

function featuresFor(random: Random): MerchantFeature[] {
  const features: MerchantFeature[] = [];
  if (random.chance(0.4)) features.push("delivery");
  if (random.chance(0.92)) features.push("dine_in");
  if (random.chance(0.6)) features.push("takeout");
  if (random.chance(0.35)) features.push("order_online");
  return features.length > 0 ? features : ["dine_in"];
}

/** Most merchants earn every day; about 30% skip one to three weekdays. */
function benefitDaysFor(random: Random): number {
  if (!random.chance(0.3)) return allWeek;
  let days = allWeek;
  for (const day of random.sample([0, 1, 2, 3, 4, 5, 6], random.int(1, 3))) days &= ~(1 << day);
  return days;
}

const lowestRating = 3.2;
const highestRating = 4.9;

/**
 * Ratings as review sites show them, between 3.2 and 4.9 (a listed restaurant below three stars,
 * or a perfect five, is not believable): most between 4.0 and 4.5, a long tail of middling places
 * below, few standouts above; acclaimed places sit higher. One draw, skewed: its lower half
 * stretched, its upper half pressed (the same single draw as before, so every later field of
 * every merchant stays as it was).
 */
function ratingFor(random: Random, acclaimedLevel: number): number {
  const draw = random.gaussian();
  const raw = 4.2 + draw * (draw < 0 ? 1.4 : 0.7) + acclaimedLevel * 0.15;
  return Number(Math.min(highestRating, Math.max(lowestRating, raw)).toFixed(1));
}

/** Hours, photos and reviews draw from their own stream per merchant, so the rest stays as it was. */
function detailsRandom(index: number): Random {
  return createRandom(0x5eed_0000 + index * 7919);
}

function highlightFor(
  random: Random,
  acclaimedLevel: number,
  ordering: "internal" | "external" | null,
): MerchantHighlight | null {
  if (acclaimedLevel > 0 && random.chance(0.6)) return "acclaimed";
  if (!random.chance(0.2)) return null;
  const options: MerchantHighlight[] = ["new", "comingSoon", "leavingSoon"];
  if (ordering) options.push(ordering === "internal" ? "order internal" : "order external");
  return random.pick(options);
}

function nameFor(random: Random, family: CuisineFamily, neighborhood: string): string {
  const base = `${random.pick(family.firstWords)} ${random.pick(family.lastWords)}`;
  // Small local chains name each location after its neighbourhood.
  return random.chance(0.2) ? `${base} ${neighborhood}` : base;
}

/**
 * One merchant from the seeded generator. `now` anchors creation dates so that "new" merchants
 * stay recent whenever the seed runs; everything else depends on the generator alone.
 */
export function generateMerchant(
  random: Random,
  index: number,
  now: number,
  writer: ReviewWriter,
): MerchantRow {
  const metro = random.weighted(metros, (m) => m.weight);
  const neighborhood = random.pick(metro.neighborhoods);
  const family = random.weighted(cuisineFamilies, (f) => f.weight);
  const id = `m-${String(index + 1).padStart(6, "0")}`;
  const name = nameFor(random, family, neighborhood.name);
  const cuisines = random.sample(family.cuisines, random.int(1, Math.min(3, family.cuisines.length)));
  const features = featuresFor(random);
  const acclaimedLevel = random.chance(0.08) ? random.int(1, 2) : 0;
  const ordering = features.includes("order_online") ? (random.chance(0.5) ? "internal" : "external") : null;
  const highlight = highlightFor(random, acclaimedLevel, ordering);
  const isNew = highlight === "new" || random.chance(0.04);
  const menuCount = random.int(0, menuImageCount);
  const firstMenu = random.int(0, menuImageCount - 1);
  const ageDays = isNew ? random.int(1, 30) : random.int(60, 2500);
  // Drawn in the same order as before hours, photos and reviews existed: ids keep their merchants.
  const row = {
    id,
    name,
    description: [
      `${name} brings ${cuisines.join(" and ")} cooking to ${neighborhood.name}, ${metro.city}.`,
      ...random.sample(aboutSentences, 2),
    ].join(" "),
    cuisines,
    priceRange: priceFor(random, family),
    rating: ratingFor(random, acclaimedLevel),
    ratingCount: Math.round(10 ** (0.7 + random.next() * 2.7)),
    neighborhood: neighborhood.name,
    city: metro.city,
    state: metro.state,
    zip: neighborhood.zip,
    address1: `${random.int(10, 2999)} ${random.pick(streetNames)}`,
    ...scatter(random, neighborhood),
    // 555-0100 to 555-0199 are reserved for fiction, so no real restaurant gets calls.
    phone: `(${metro.areaCode}) 555-01${String(random.int(0, 99)).padStart(2, "0")}`,
    website: random.chance(0.7) ? `https://${name.toLowerCase().replace(/[^a-z0-9]+/g, "")}.example` : null,
    features,
    mealsServed: mealsFor(random, family.key),
    acclaimedLevel,
    highlight,
    isNew,
    reservationOpenTable: random.chance(family.key === "cafe" ? 0.1 : 0.38),
    // Ordering always ends on the restaurant's ordering site (".example" never resolves to a real
    // business); "internal" ordering shows the site's /Order dialog on the way there.
    orderOnlineUrl: ordering ? `https://order.example/${id}` : null,
    orderOnlineInternal: ordering === "internal",
    imageBaseUrl: `/images/merchants/${family.key}.svg`,
    menuImageUrls: Array.from(
      { length: menuCount },
      (_, i) => `/images/menus/menu-${((firstMenu + i) % menuImageCount) + 1}.svg`,
    ),
    benefitDays: benefitDaysFor(random),
    offerType: random.chance(0.85) ? "Unlimited" : "Limited",
    createdAt: new Date(now - ageDays * dayMs - random.int(0, dayMs - 1)),
  } satisfies MerchantRow;
  const details = detailsRandom(index);
  return {
    ...row,
    // A demo record has not changed since it arrived.
    updatedAt: row.createdAt,
    timeZone: timeZoneOf(metro.state),
    openingHours: openingHoursFor(details, family.key, row.mealsServed),
    photos: photosFor(details, family.key, name),
    reviews: reviewsFor(
      details,
      { rating: row.rating, ratingCount: row.ratingCount, family: family.key },
      now,
      writer,
    ),
    origin: "demo",
    // A few demo restaurants have left the program: their pages show the 404 with places nearby.
    removedAt: isRemovedDemoMerchant(index) ? new Date(now - 20 * dayMs) : null,
  };
}

export interface PartnerEarning {
  readonly code: string;
  readonly shortCode: string;
  readonly tierLevels: readonly number[];
  readonly acclaimedEnabled: boolean;
}

/**
 * Benefit campaign codes per partner and tier. Ordinary merchants earn at every tier. Acclaimed
 * merchants earn only from tier 2 (level 1) or tier 3 (level 2), so lower tiers see the unlock
 * prompt; partners without acclaimed offers do not list acclaimed merchants' campaigns at all.
 */
export function campaignsFor(
  merchant: Pick<MerchantRow, "id" | "acclaimedLevel">,
  partners: readonly PartnerEarning[],
): CampaignRow[] {
  const level = merchant.acclaimedLevel ?? 0;
  return partners.flatMap((partner) => {
    if (level > 0 && !partner.acclaimedEnabled) return [];
    const minimumTier = level === 0 ? 0 : level === 1 ? 2 : 3;
    return partner.tierLevels
      .filter((tier) => tier >= minimumTier)
      .map((tier) => ({
        merchantId: merchant.id,
        partnerCode: partner.code,
        tierLevel: tier,
        campaignCode: `${partner.shortCode}-T${tier}-${level === 0 ? "STD" : `ACC${level}`}`,
      }));
  });
}

export type NetworkIdRow = typeof merchantNetworkIds.$inferInsert;

/**
 * The card networks' identifiers of a seeded merchant (decision 0061), derived from its number so
 * the simulator and tests can name it as a network would: every merchant has a Visa merchant id
 * and a Mastercard location id, every other one an Amex SE number, every third a Discover id.
 */
export function networkIdsFor(merchant: Pick<MerchantRow, "id">): NetworkIdRow[] {
  const number = Number(merchant.id.replace(/\D/g, ""));
  const digits = (prefix: string, width: number) => `${prefix}${String(number).padStart(width, "0")}`;
  return [
    { merchantId: merchant.id, network: "visa" as const, networkMerchantId: digits("41", 8) },
    { merchantId: merchant.id, network: "mastercard" as const, networkMerchantId: digits("52", 8) },
    ...(number % 2 === 0
      ? [{ merchantId: merchant.id, network: "amex" as const, networkMerchantId: digits("37", 8) }]
      : []),
    ...(number % 3 === 0
      ? [{ merchantId: merchant.id, network: "discover" as const, networkMerchantId: digits("60", 13) }]
      : []),
  ];
}
