import type { PartnerConfig } from "@/partners/schema";

/** What the overview's live sections need to know of the partner (from its effective config). */
export interface OverviewPartner {
  readonly hasVip: boolean;
  readonly currencyType: PartnerConfig["currencyType"];
  readonly currencyName: PartnerConfig["currencyName"];
  readonly earnRules: PartnerConfig["earnRules"];
  /** The profile offers email opt-in (ruleFlags.hideEmailOptIn off). */
  readonly showEmailOptIn: boolean;
  /** What VIP status means, in the partner's words (account_center vip_status). */
  readonly vipStatus: string | null;
}
