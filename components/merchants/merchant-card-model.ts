import type { MerchantSummary } from "@/shared/contracts/merchants";
import { imageDelivery } from "@/shared/images/image-plan";
import type { PartnerConfig } from "@/partners/schema";

/**
 * What a merchant card needs to know about the partner: plain, serialisable values only, so a
 * server component can pass them to client cards (search, carousel) unchanged.
 */
export type MerchantCardPartner = Pick<
  PartnerConfig,
  | "enrollmentType"
  | "acclaimedEnabled"
  | "showEarnRate"
  | "hasMerchantFavorites"
  | "hasReservationBonus"
  | "reservationBonus"
  | "currencyType"
  | "currencyName"
  | "earnRules"
>;

export type { MerchantCardMember } from "./card-member";

export function merchantCardPartner(config: PartnerConfig): MerchantCardPartner {
  return {
    enrollmentType: config.enrollmentType,
    acclaimedEnabled: config.acclaimedEnabled,
    showEarnRate: config.showEarnRate,
    hasMerchantFavorites: config.hasMerchantFavorites,
    hasReservationBonus: config.hasReservationBonus,
    reservationBonus: config.reservationBonus,
    currencyType: config.currencyType,
    currencyName: config.currencyName,
    earnRules: config.earnRules.map((rule) => ({ ...rule })),
  };
}

const highlightLabels: Record<NonNullable<MerchantSummary["details"]["highlight"]>, string> = {
  acclaimed: "Acclaimed",
  comingSoon: "Coming soon",
  leavingSoon: "Leaving soon",
  new: "New",
  "order external": "Order online",
  "order internal": "Order online",
};

export function highlightLabel(highlight: MerchantSummary["details"]["highlight"]): string | null {
  return highlight ? highlightLabels[highlight] : null;
}

/**
 * "Coming soon" and "Leaving soon": a place not open yet, or about to stop. The card sets their
 * tag apart from the others so nobody mistakes one for a place to try tonight.
 */
export function isNotOpenForLong(highlight: MerchantSummary["details"]["highlight"]): boolean {
  return highlight === "comingSoon" || highlight === "leavingSoon";
}

/** "River North, Chicago" style place line: the neighbourhood only when it differs from the city. */
export function placeLine(location: MerchantSummary["location"]): string {
  const { city } = location.address;
  const hood = location.neighborhood.trim();
  return hood && hood.toLowerCase() !== city.toLowerCase() ? `${city} · ${hood}` : city;
}

/** The reservation bonus in the partner's currency ("+50 points"), or null when none applies. */
export function reservationBonusText(
  partner: Pick<
    MerchantCardPartner,
    "hasReservationBonus" | "reservationBonus" | "currencyType" | "currencyName"
  >,
  merchant: Pick<MerchantSummary, "reservationProviders">,
): string | null {
  if (
    !partner.hasReservationBonus ||
    partner.reservationBonus <= 0 ||
    !merchant.reservationProviders.openTable
  ) {
    return null;
  }
  const amount = partner.reservationBonus;
  if (partner.currencyType === "Dollar" || partner.currencyType === "Credit") {
    return `+$${amount} reservation bonus`;
  }
  const unit = amount === 1 ? partner.currencyName.one : partner.currencyName.other;
  return `+${amount} ${unit} reservation bonus`;
}

/** Image URL of one transform preset (public-and-shared §9: widths 200, 500, 600). */
export function merchantImageUrl(base: string, width: number): string {
  return `${base}${base.includes("?") ? "&" : "?"}w=${width}`;
}

/**
 * The merchant picture's address for ResponsiveImage: a raster the optimizer takes is given to it
 * whole (it makes every width and format itself); anything else asks the image host for a preset.
 */
export function merchantPictureUrl(base: string, width: number, remoteHosts: readonly string[]): string {
  return imageDelivery(base, remoteHosts) === "optimized" ? base : merchantImageUrl(base, width);
}
