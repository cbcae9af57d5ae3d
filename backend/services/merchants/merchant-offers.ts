import { formatEarnRate } from "@/lib/shared/format/earn-rate";
import type { MerchantDetail } from "@/lib/shared/contracts/merchants";
import type { PartnerConfig } from "@/partners/schema";

type TierEarn = MerchantDetail["earnByTier"][number];
type Offer = MerchantDetail["offers"][number];

/** Visits a month that earn at a merchant with a Limited offer. */
export const limitedVisitsPerMonth = 2;

/**
 * Each of the partner's earning tiers at this merchant: a tier earns only with a campaign code
 * for it here (acclaimed merchants have codes from tier 2 or 3 up), so lower tiers see the
 * unlock prompt instead of a rate.
 */
export function earnByTier(
  partner: Pick<PartnerConfig, "earnRules">,
  campaignTiers: readonly number[],
): TierEarn[] {
  const tiers = new Set(campaignTiers);
  return partner.earnRules.map((rule) => ({
    tierLevel: rule.tierLevel,
    amountPerDollar: rule.amountPerDollar,
    earns: tiers.has(rule.tierLevel),
  }));
}

/**
 * The offer in words, at the signed-in member's rate when their tier earns here, otherwise at
 * the lowest rate that earns here (what a visitor can count on). None when no tier earns.
 */
export function describeOffers(
  partner: Pick<PartnerConfig, "currencyType" | "currencyName">,
  offerType: Offer["type"],
  tiers: readonly TierEarn[],
  memberTierLevel?: number,
): Offer[] {
  const earning = tiers.filter((tier) => tier.earns);
  const own = earning.find((tier) => tier.tierLevel === memberTierLevel);
  const shown = own ?? [...earning].sort((a, b) => a.amountPerDollar - b.amountPerDollar)[0];
  if (!shown) return [];
  const rate = formatEarnRate(partner, shown.amountPerDollar);
  const when =
    offerType === "Limited" ? `on your first ${limitedVisitsPerMonth} visits a month` : "on every visit";
  return [{ type: offerType, description: `Earn ${rate} ${when}` }];
}
