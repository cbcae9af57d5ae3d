import type { DiningProgress, DiningStatus } from "@/shared/contracts/dining-progress";

/** This year's dining as the database sums it (backend/services/members/get-dining-totals.ts). */
export interface DiningTotals {
  /** Meals that earned (Awarded or Paid) this calendar year. */
  readonly dines: number;
  readonly pendingDines: number;
  /** What the earning meals cost, in cents. */
  readonly spendCents: number;
  /** Rewards earned this year, in the partner's stored unit (meals and bonuses). */
  readonly earned: number;
  /** The part of `earned` the earning meals brought: the sum of each meal's reward as awarded. */
  readonly mealEarned: number;
}

/** The goal the meals count toward: the partner's VIP rule, or the plain visit meter without one. */
export interface DiningGoal {
  /** Dines that reach VIP; null when only spend does (or the partner has no VIP). */
  readonly dinesRequired: number | null;
  readonly dollarsRequired: number | null;
  /** The visit meter's maximum when no dine count is set (account-center §9: 11). */
  readonly visitProgressMax: number;
  /** Whether reaching the goal makes the member VIP at all (partners with hasVIP and a rule). */
  readonly vip: boolean;
}

/**
 * The calendar year `now` falls in, counted in UTC: [1 January, next 1 January). One clock for
 * every member, so two members of one program never disagree about which year a meal belongs to.
 */
export function calendarYear(now: Date): { year: number; start: Date; end: Date } {
  const year = now.getUTCFullYear();
  return { year, start: new Date(Date.UTC(year, 0, 1)), end: new Date(Date.UTC(year + 1, 0, 1)) };
}

function statusOf(totals: DiningTotals, goal: DiningGoal, tierLevel: number): DiningStatus {
  if (!goal.vip) return "Building";
  const byDines = goal.dinesRequired !== null && totals.dines >= goal.dinesRequired;
  const bySpend = goal.dollarsRequired !== null && totals.spendCents >= goal.dollarsRequired * 100;
  if (byDines || bySpend) return "Qualified";
  return tierLevel >= 3 ? "QualifiedAndBuilding" : "Building";
}

/**
 * Dining progress (account-center §4): either goal reaches VIP when a rule sets both. Renewing
 * (VIP already, building again) and complete (goal met) are about next year's status, so their
 * displayed year is next year; building is about this one.
 */
export function diningProgress(
  totals: DiningTotals,
  goal: DiningGoal,
  tierLevel: number,
  now: Date,
): DiningProgress {
  const { year } = calendarYear(now);
  const status = statusOf(totals, goal, tierLevel);
  const dinesRequired = goal.dinesRequired ?? goal.visitProgressMax;
  const remainingCents =
    goal.dollarsRequired === null ? null : Math.max(0, goal.dollarsRequired * 100 - totals.spendCents);
  return {
    status,
    dinesRequired,
    remainingDines: Math.max(0, dinesRequired - totals.dines),
    dollarsRequired: goal.dollarsRequired,
    remainingDollars: remainingCents === null ? null : Math.ceil(remainingCents / 100),
    ytdMilesOrDollars: totals.earned,
    ytdMealMilesOrDollars: totals.mealEarned,
    ytdDines: totals.dines,
    pendingDines: totals.pendingDines,
    ytdSpendCents: totals.spendCents,
    year,
    displayYear: status === "Building" ? year : year + 1,
    resetsOn: `${String(year + 1)}-01-01`,
  };
}
