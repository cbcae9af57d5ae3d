import type { CurrencyType } from "@/partners/schema";
import { amountPerDollarFor, earningTierOf } from "./earn-statement";

/**
 * What a spend earns at a rate, in the unit rewards are stored in: whole miles or points, or
 * cents for Dollar and Credit (where the rate is a fraction of the bill).
 */
export function earnedFor(spendCents: number, amountPerDollar: number, currencyType: CurrencyType): number {
  if (currencyType === "Dollar" || currencyType === "Credit") return Math.round(spendCents * amountPerDollar);
  return Math.floor((spendCents / 100) * amountPerDollar);
}

export interface EmailOptInValue {
  readonly optedOutRate: number;
  readonly optedInRate: number;
  /** What this year's counted dining earns at each rate, in the stored unit. */
  readonly optedOutEarned: number;
  readonly optedInEarned: number;
}

/**
 * What opting in to email changes for this member (DESIGN.md: "in the member's own numbers"):
 * this year's dining at the opted-out rate (tier 0) and at the opted-in rate (tier 2). Null when
 * opting in changes nothing for the partner. `actual` is what the member's meals really earned
 * at their own level (each meal's reward as awarded, summed): that figure is shown as it is, not
 * recomputed from the year's spend, so it never reads 3,724 beside "Earned this year: 3,721".
 */
export function emailOptInValue(
  spendCents: number,
  earnRules: readonly { tierLevel: number; amountPerDollar: number }[],
  currencyType: CurrencyType,
  actual: { readonly tierLevel: number; readonly earned: number } | null = null,
): EmailOptInValue | null {
  const optedOutRate = amountPerDollarFor(earnRules, 0);
  const optedInRate = amountPerDollarFor(earnRules, 2);
  if (optedOutRate === null || optedInRate === null || optedInRate <= optedOutRate) return null;
  const own = actual ? earningTierOf(actual.tierLevel) : null;
  return {
    optedOutRate,
    optedInRate,
    optedOutEarned: actual && own === 0 ? actual.earned : earnedFor(spendCents, optedOutRate, currencyType),
    optedInEarned: actual && own === 2 ? actual.earned : earnedFor(spendCents, optedInRate, currencyType),
  };
}
