import type { RecentActivityCopy } from "@/shared/contracts/copy/recent-activity";
import type { CurrencyType } from "@/partners/schema";

/** What the activity page needs to know about the partner, passed from the server page. */
export interface ActivityPartner {
  readonly currencyType: CurrencyType;
  readonly currencyName: { readonly one: string; readonly other: string };
  readonly programName: string;
  readonly support: {
    readonly phone: { readonly href: string; readonly formatted: string };
    readonly email: { readonly href: string; readonly display: string };
  };
}

export type ActivityCopy = RecentActivityCopy;
