import type { MerchantSummary } from "@/shared/contracts/merchants";
import type { EarnMerchant, EarnPartner } from "@/shared/rules/earn-statement";
import type { PartnerConfig } from "@/partners/schema";

/**
 * What the merchant page's earn islands pass to earnStatement: plain, serialisable values, so
 * the server part and the client islands (own rate, calendar) build the very same statement.
 */
export interface MerchantEarnFacts {
  readonly partner: EarnPartner;
  readonly merchant: EarnMerchant;
}

export function merchantEarnFacts(
  config: PartnerConfig,
  merchant: Pick<MerchantSummary, "benefitAvailability" | "benefitDays">,
): MerchantEarnFacts {
  return {
    partner: {
      currencyType: config.currencyType,
      currencyName: { ...config.currencyName },
      earnRules: config.earnRules.map((rule) => ({ ...rule })),
      showEarnRate: config.showEarnRate,
    },
    merchant: {
      campaignTiers: merchant.benefitAvailability.campaignCodes.map((code) => code.tierLevel),
      benefitDays: [...merchant.benefitDays],
    },
  };
}
