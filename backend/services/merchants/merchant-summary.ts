import "server-only";
import type { CampaignCode } from "@/backend/db/queries/merchants-campaigns";
import type { MerchantRecord } from "@/backend/db/queries/merchants";
import type { MerchantSummary } from "@/shared/contracts/merchants";
import type { PartnerConfig } from "@/partners/schema";
import { benefitDayNames } from "./benefit-days";

/**
 * The acclaimed level this partner shows. A partner without acclaimed offers lists acclaimed
 * merchants as ordinary ones (level 0, no badge, never matched by the acclaimed filter); one
 * without the second level shows level 2 as level 1.
 */
export function partnerAcclaimedLevel(
  partner: Pick<PartnerConfig, "acclaimedEnabled" | "acclaimed2Enabled">,
  level: number,
): number {
  if (!partner.acclaimedEnabled || level <= 0) return 0;
  return partner.acclaimed2Enabled ? Math.min(level, 2) : 1;
}

/** OpenTable booking shows only where both the merchant and the partner take part. */
export function partnerOpenTable(
  partner: Pick<PartnerConfig, "openTableReservationsEnabled">,
  merchant: Pick<MerchantRecord, "reservationOpenTable">,
): boolean {
  return partner.openTableReservationsEnabled && merchant.reservationOpenTable;
}

/** A merchant row as the merchant card reads it, for one partner. */
export function toMerchantSummary(
  row: MerchantRecord & { distance: number | null },
  context: {
    partner: PartnerConfig;
    campaigns: readonly CampaignCode[];
    /** Undefined when nobody is signed in or the partner has no favourites. */
    isFavorite?: boolean | undefined;
  },
): MerchantSummary {
  const acclaimedLevel = partnerAcclaimedLevel(context.partner, row.acclaimedLevel);
  return {
    id: row.id,
    name: row.name,
    images: { imageBaseUrl: row.imageBaseUrl },
    acclaimedLevel,
    benefitAvailability: {
      campaignCodes: context.campaigns
        .filter((campaign) => campaign.merchantId === row.id)
        .map(({ tierLevel, campaignCode }) => ({ tierLevel, campaignCode })),
    },
    details: {
      // An "acclaimed" tag would contradict the missing badge on partners without acclaimed offers.
      highlight: row.highlight === "acclaimed" && acclaimedLevel === 0 ? null : row.highlight,
      rating: { overallRating: row.rating, numberOfRatings: row.ratingCount },
      priceRange: row.priceRange,
      cuisines: row.cuisines,
    },
    location: {
      address: { address1: row.address1, city: row.city, state: row.state, zip: row.zip },
      neighborhood: row.neighborhood,
      latitude: row.latitude,
      longitude: row.longitude,
    },
    distance: row.distance === null ? null : Math.round(row.distance * 100) / 100,
    reservationProviders: { openTable: partnerOpenTable(context.partner, row) },
    isNew: row.isNew,
    features: row.features,
    benefitDays: benefitDayNames(row.benefitDays),
    ...(context.isFavorite === undefined ? {} : { isFavorite: context.isFavorite }),
    origin: row.origin,
  };
}
