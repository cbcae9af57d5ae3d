import "server-only";
import type { OverviewPartner } from "@/components/account/overview-types";
import type { Partner } from "@/partners/registry";

/** The partner's facts the overview's live sections use, picked from its effective config. */
export function overviewPartner(partner: Partner, vipStatus: string | null): OverviewPartner {
  const { effective } = partner;
  return {
    hasVip: effective.hasVIP,
    currencyType: effective.currencyType,
    currencyName: effective.currencyName,
    earnRules: effective.earnRules,
    showEmailOptIn: !effective.ruleFlags.hideEmailOptIn,
    vipStatus,
  };
}
