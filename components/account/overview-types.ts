import type { BonusBannerConfig } from "@/lib/contracts/cms/bonus-banners";
import type { PartnerConfig } from "@/partners/schema";

/** What the overview's live sections need to know of the partner (from its effective config). */
export interface OverviewPartner {
  readonly hasVip: boolean;
  readonly currencyType: PartnerConfig["currencyType"];
  readonly currencyName: PartnerConfig["currencyName"];
  readonly earnRules: PartnerConfig["earnRules"];
  /** The profile offers email opt-in (ruleFlags.hideEmailOptIn off). */
  readonly showEmailOptIn: boolean;
}

/** The bonus banners' copy (account_center bonus_banners) and the registration outcomes (errors). */
export interface BonusCopy {
  readonly title: string;
  readonly banners: readonly BonusBannerConfig[];
  readonly success: string;
  readonly error: string;
}
