import type { merchantCampaigns, merchants } from "../schema";
import { aboutSentences, cuisineFamilies, streetNames } from "./cuisines";
import { metros } from "./metros";
import type { Random } from "./random";

export type MerchantRow = typeof merchants.$inferInsert;
export type CampaignRow = typeof merchantCampaigns.$inferInsert;

const featureOptions = ["delivery", "dine_in", "takeout", "order_online"] as const;
const highlightOptions = ["new", "comingSoon", "leavingSoon", "order external", "order internal"] as const;
const kmPerDegreeLatitude = 111.32;
const allWeek = 127;

/** Scatter around a metro centre: most places within a few km, a tail out to ~15 km. */
function scatter(
  random: Random,
  latitude: number,
  longitude: number,
): { latitude: number; longitude: number } {
  const km = Math.min(15, Math.abs(random.gaussian()) * 6 + random.next() * 1.5);
  const angle = random.next() * 2 * Math.PI;
  const dLat = (km * Math.cos(angle)) / kmPerDegreeLatitude;
  const dLng = (km * Math.sin(angle)) / (kmPerDegreeLatitude * Math.cos((latitude * Math.PI) / 180));
  return { latitude: Number((latitude + dLat).toFixed(6)), longitude: Number((longitude + dLng).toFixed(6)) };
}

function mealsFor(random: Random, familyKey: string): string[] {
  if (familyKey === "cafe")
    return random.chance(0.6) ? ["breakfast", "brunch", "lunch"] : ["breakfast", "lunch"];
  if (familyKey === "pub")
    return random.chance(0.5) ? ["lunch", "dinner", "late_night"] : ["dinner", "late_night"];
  const meals = ["dinner"];
  if (random.chance(0.7)) meals.unshift("lunch");
  if (random.chance(0.2)) meals.unshift("brunch");
  if (random.chance(0.15)) meals.push("late_night");
  return meals;
}

/** Most merchants earn every day; about 30% skip one to three weekdays. */
function benefitDaysFor(random: Random): number {
  if (!random.chance(0.3)) return allWeek;
  let days = allWeek;
  for (const day of random.sample([0, 1, 2, 3, 4, 5, 6], random.int(1, 3))) days &= ~(1 << day);
  return days;
}

export function generateMerchant(random: Random, index: number): MerchantRow {
  const metro = random.weighted(metros, (m) => m.weight);
  const family = random.weighted(cuisineFamilies, (f) => f.weight);
  const id = `m-${String(index + 1).padStart(6, "0")}`;
  const name = `${random.pick(family.firstWords)} ${random.pick(family.lastWords)}`;
  const position = scatter(random, metro.latitude, metro.longitude);
  const features = featureOptions.filter((f) =>
    f === "dine_in" ? random.chance(0.92) : random.chance(0.45),
  );
  const acclaimedLevel = random.chance(0.08) ? random.int(1, 2) : 0;
  const orderOnline = features.includes("order_online");
  const internalOrdering = orderOnline && random.chance(0.5);
  const highlight =
    acclaimedLevel > 0 && random.chance(0.5)
      ? "acclaimed"
      : random.chance(0.2)
        ? random.pick(highlightOptions)
        : null;
  const menuCount = random.int(0, 4);
  return {
    id,
    name,
    description: random.sample(aboutSentences, 3).join(" "),
    cuisines: random.sample(family.cuisines, random.int(1, Math.min(3, family.cuisines.length))),
    priceRange: random.weighted([1, 2, 3, 4], (p) => [3, 5, 3, 1][p - 1] ?? 1),
    rating: Number((2.5 + random.next() * 2.5).toFixed(1)),
    ratingCount: random.int(3, 2400),
    neighborhood: random.pick(metro.neighborhoods),
    city: metro.city,
    state: metro.state,
    zip: metro.zip,
    address1: `${random.int(10, 4999)} ${random.pick(streetNames)}`,
    ...position,
    phone: `(${random.int(201, 989)}) 555-${String(random.int(100, 9999)).padStart(4, "0")}`,
    website: random.chance(0.7) ? `https://${name.toLowerCase().replace(/[^a-z0-9]+/g, "")}.example` : null,
    features,
    mealsServed: mealsFor(random, family.key),
    acclaimedLevel,
    highlight,
    isNew: highlight === "new" || random.chance(0.05),
    reservationOpenTable: random.chance(0.35),
    orderOnlineUrl: orderOnline
      ? internalOrdering
        ? `/merchants/${id}/Order`
        : `https://order.example/${id}`
      : null,
    imageBaseUrl: `/images/merchants/${family.key}.svg`,
    menuImageUrls: Array.from(
      { length: menuCount },
      (_, i) => `/images/menus/menu-${((index + i) % 4) + 1}.svg`,
    ),
    benefitDays: benefitDaysFor(random),
    offerType: random.chance(0.85) ? "Unlimited" : "Limited",
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
export function campaignsFor(merchant: MerchantRow, partners: readonly PartnerEarning[]): CampaignRow[] {
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
