import type { DiningProgress } from "@/shared/contracts/dining-progress";
import { formatReward } from "@/shared/format/reward-amount";
import { vipStatusNote } from "@/shared/rules/earn-wording";
import { diningProgressText } from "./dining-progress-text";
import type { OverviewPartner } from "./overview-types";
import { ProgressMeter } from "./progress-meter";

/**
 * Dining progress (account-center §2 Overview, §4): this year's dines on the visit meter, what
 * they earned, when the count resets, and (partners with VIP, members not opted out) the VIP
 * ticker and what is left to reach or keep VIP, hidden once complete.
 */
export function OverviewDiningProgress({
  progress,
  partner,
  showVip,
  tierLevel,
}: {
  progress: DiningProgress;
  partner: OverviewPartner;
  showVip: boolean;
  /** The member's tier level: the VIP line compares VIP's rate with the member's own. */
  tierLevel: number;
}) {
  const text = diningProgressText(progress, showVip);
  // The year's total is dining plus bonuses; both parts are the stored sums, so they add up.
  const bonusEarned = progress.ytdMilesOrDollars - progress.ytdMealMilesOrDollars;
  const vipNote = vipStatusNote(partner, tierLevel, partner.vipStatus);
  return (
    <section
      aria-labelledby="dining-progress-heading"
      className="flex flex-col gap-4 rounded-2xl border border-black/10 p-5 sm:p-6"
      data-testid="dining-progress"
      data-status={progress.status}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id="dining-progress-heading" className="text-xl font-bold">
          Dining progress
        </h2>
        {text.vipTicker ? (
          <p
            className="bg-accent rounded-full px-3 py-1 text-sm font-bold text-white"
            data-testid="vip-ticker"
          >
            {text.vipTicker}
          </p>
        ) : null}
      </div>
      <div>
        <p className="text-2xl font-bold" data-testid="dining-count">
          {text.count}
        </p>
        <div className="mt-3">
          <ProgressMeter
            label="Dines this year"
            value={progress.ytdDines}
            max={progress.dinesRequired}
            valueText={text.count}
            testId="visit-meter"
          />
        </div>
      </div>
      <ul className="text-muted flex flex-col gap-1">
        <li data-testid="dining-resets">{text.resets}</li>
        {text.pending ? <li>{text.pending}</li> : null}
        <li data-testid="earned-this-year">
          Earned this year:{" "}
          <strong className="text-ink">{formatReward(partner, progress.ytdMilesOrDollars)}</strong>
          {bonusEarned > 0
            ? ` (${formatReward(partner, progress.ytdMealMilesOrDollars)} from dining, ${formatReward(partner, bonusEarned)} from bonuses)`
            : null}
        </li>
      </ul>
      {text.vipProgress ? (
        <div className="rounded-xl bg-black/[0.04] p-4" data-testid="vip-progress">
          <h3 className="font-bold">VIP progress</h3>
          <p className="mt-1">{text.vipProgress}</p>
          {vipNote ? (
            <p className="text-muted mt-1" data-testid="vip-status-note">
              {vipNote}
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
