import "server-only";
import type { Db } from "@/backend/db/client";
import { findMerchant } from "@/backend/db/queries/merchants";
import { listCampaignCodes } from "@/backend/db/queries/merchants-campaigns";
import { listFavoriteMerchantIds } from "@/backend/db/queries/merchants-favorites";
import { merchantReviewsPageSize } from "@/shared/contracts/merchant-reviews";
import type { MerchantDetail } from "@/shared/contracts/merchants";
import { describeOffers, earnByTier } from "./merchant-offers";
import { toMerchantSummary } from "./merchant-summary";
import { partnerConfig } from "./partner-config";

/** The merchant page's data for one partner; null for an unknown or removed id. Distance is null here. */
export async function getMerchantDetail(
  db: Db,
  input: { partnerCode: string; merchantId: string; member?: { id: string; tierLevel: number } | null },
): Promise<MerchantDetail | null> {
  const { partnerCode, merchantId } = input;
  const partner = partnerConfig(partnerCode);
  const row = await findMerchant(db, { merchantId });
  if (!row) return null;
  const member = input.member ?? null;
  const [campaigns, favoriteIds] = await Promise.all([
    listCampaignCodes(db, { partnerCode, merchantIds: [row.id] }),
    member && partner.hasMerchantFavorites
      ? listFavoriteMerchantIds(db, { partnerCode, memberId: member.id, merchantIds: [row.id] })
      : Promise.resolve(null),
  ]);
  const tiers = earnByTier(
    partner,
    campaigns.map((campaign) => campaign.tierLevel),
  );
  const summary = toMerchantSummary(
    { ...row, distance: null },
    { partner, campaigns, isFavorite: favoriteIds ? favoriteIds.includes(row.id) : undefined },
  );
  return {
    ...summary,
    about: row.description,
    phone: row.phone,
    website: row.website,
    offers: describeOffers(partner, row.offerType, tiers, member?.tierLevel),
    menuImageUrls: row.menuImageUrls,
    // Only a web address leads somewhere; anything else (an old relative path) shows no ordering.
    orderOnline:
      row.orderOnlineUrl && /^https?:\/\//.test(row.orderOnlineUrl)
        ? { url: row.orderOnlineUrl, internal: row.orderOnlineInternal }
        : null,
    mealsServed: row.mealsServed,
    earnByTier: tiers,
    timeZone: row.timeZone,
    openingHours: row.openingHours,
    photos: row.photos,
    // The first page only: the page draws it, and fetches the others (docs/decisions/0066).
    reviews: row.reviews.slice(0, merchantReviewsPageSize),
    reviewCount: row.reviews.length,
  };
}
