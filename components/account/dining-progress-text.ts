import type { DiningProgress } from "@/shared/contracts/dining-progress";
import { formatCents } from "@/shared/format/reward-amount";
import { formatLongDate } from "@/shared/format/long-date";

/** The overview's dining progress in words (account-center §2, §4; DESIGN.md "8 of 11 dines"). */
export interface DiningProgressText {
  /** "8 of 11 dines this year": the meter's spoken value as well. */
  readonly count: string;
  readonly resets: string;
  readonly pending: string | null;
  /** The short VIP line; null when VIP is not shown to this member. */
  readonly vipTicker: string | null;
  /** What is left to do for VIP; null when not shown, and once complete. */
  readonly vipProgress: string | null;
}

const times = (n: number) => (n === 1 ? "1 more time" : `${String(n)} more times`);
const dines = (n: number) => (n === 1 ? "1 dine" : `${String(n)} dines`);

function goal(progress: DiningProgress): string {
  const spend =
    progress.remainingDollars !== null && progress.remainingDollars > 0
      ? `, or spend ${formatCents(progress.remainingDollars * 100)} more,`
      : "";
  return `Dine ${times(progress.remainingDines)}${spend} by ${formatLongDate(`${String(progress.year)}-12-31`)}`;
}

/**
 * Building counts toward VIP in this year; renewing and complete speak of next year's status,
 * as their displayYear says. `showVip` is the partner's VIP with a member not opted out.
 */
export function diningProgressText(progress: DiningProgress, showVip: boolean): DiningProgressText {
  const pending =
    progress.pendingDines === 0
      ? null
      : progress.pendingDines === 1
        ? "1 more meal is being processed and counts once its reward is awarded."
        : `${String(progress.pendingDines)} more meals are being processed and count once their rewards are awarded.`;
  const base = {
    count: `${String(progress.ytdDines)} of ${String(progress.dinesRequired)} dines this year`,
    resets: `Resets ${formatLongDate(progress.resetsOn)}, when the count starts again from 0.`,
    pending,
  };
  if (!showVip) return { ...base, vipTicker: null, vipProgress: null };
  const year = String(progress.displayYear);
  switch (progress.status) {
    case "Qualified":
      return { ...base, vipTicker: `VIP through ${year}`, vipProgress: null };
    case "QualifiedAndBuilding":
      return {
        ...base,
        vipTicker: `VIP ${year}: ${dines(progress.remainingDines)} to go`,
        vipProgress: `You are VIP now. ${goal(progress)} to keep VIP through ${year}.`,
      };
    case "Building":
      return {
        ...base,
        vipTicker: `VIP ${year}: ${dines(progress.remainingDines)} to go`,
        vipProgress: `${goal(progress)} to reach VIP for the rest of ${year} and all of ${String(progress.displayYear + 1)}.`,
      };
  }
}
