"use client";

import { useMemberQuery } from "@/lib/client/hooks/use-member";
import { useAccountSession } from "./account-session";
import { OverviewBonusBanners } from "./overview-bonus-banners";
import { OverviewDiningProgress } from "./overview-dining-progress";
import { OverviewEmailOptIn } from "./overview-email-opt-in";
import type { BonusCopy } from "@/shared/contracts/copy/bonus";
import type { OverviewPartner } from "./overview-types";

/**
 * The overview's member-specific sections, from the member's full answer the account frame
 * holds: dining progress (with VIP for partners that have it and members not opted out), what
 * email opt-in changes, and the bonus banners.
 */
export function OverviewLive({ partner, bonusCopy }: { partner: OverviewPartner; bonusCopy: BonusCopy }) {
  const { member: account, signInAgain } = useAccountSession();
  // The browser's own reading of the member failed: the figures drawn may be out of date.
  const unreadable = useMemberQuery().isError;

  if (unreadable)
    return (
      <p role="alert" className="rounded-lg border-2 border-red-700 bg-red-50 p-3 font-bold text-red-800">
        We couldn&apos;t load your dining progress and bonuses. Please refresh the page.
      </p>
    );

  // Opted out (0) and non-activated (1) members see no VIP; opting in comes first.
  const showVip = partner.hasVip && account.tierLevel >= 2;
  return (
    <>
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <OverviewDiningProgress
          progress={account.diningProgress}
          partner={partner}
          showVip={showVip}
          tierLevel={account.tierLevel}
        />
        <OverviewEmailOptIn
          partner={partner}
          tierLevel={account.tierLevel}
          spendCents={account.diningProgress.ytdSpendCents}
          mealEarned={account.diningProgress.ytdMealMilesOrDollars}
        />
      </div>
      <OverviewBonusBanners copy={bonusCopy} member={account} signInAgain={signInAgain} />
    </>
  );
}
