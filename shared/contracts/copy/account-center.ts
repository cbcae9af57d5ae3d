import type { AccountCenterFields } from "@/shared/contracts/cms/account-center";
import type { MembershipLevel } from "@/shared/rules/membership-tier";

/** The account center's copy, loaded on the server (lib/server/content) and handed to its screens. */
export interface TierCopy {
  readonly membership: string;
  readonly earning: string;
}

export interface AccountCenterCopy {
  readonly overviewTitle: string;
  readonly manageCardsTitle: string;
  readonly referral: { readonly title: string; readonly description: string } | null;
  readonly linkGroups: NonNullable<AccountCenterFields["link_groups"]>;
  readonly membership: Readonly<Record<MembershipLevel, TierCopy>>;
  /** What VIP status means, in the partner's words (vip_status); null when the partner has none. */
  readonly vipStatus: string | null;
}
