import type { MerchantDetail } from "@/shared/contracts/merchants";
import { earnStatement, type EarnPartner } from "@/shared/rules/earn-statement";
import { offerSentence } from "@/shared/rules/earn-wording";

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
  partner: Pick<EarnPartner, "earnRules">,
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
 * The offer in words, from the earn statement (shared/rules/earn-statement): the signed-in
 * member's own rate when their tier earns here; otherwise said of the tiers that earn here, so
 * the line never reads as everyone's above a tier that does not earn. None when no tier earns.
 */
export function describeOffers(
  partner: EarnPartner,
  offerType: Offer["type"],
  tiers: readonly TierEarn[],
  memberTierLevel?: number,
): Offer[] {
  const statement = earnStatement({
    partner,
    merchant: {
      campaignTiers: tiers.filter((tier) => tier.earns).map((tier) => tier.tierLevel),
      benefitDays: [],
    },
    viewer: memberTierLevel === undefined ? null : { tierLevel: memberTierLevel },
    date: null,
  });
  const when =
    offerType === "Limited" ? `on your first ${limitedVisitsPerMonth} visits a month` : "on every visit";
  const description = offerSentence(statement, when);
  return description ? [{ type: offerType, description }] : [];
}
