import { weekdays, type Weekday } from "@/shared/contracts/weekdays";
import { formatEarnRate } from "@/shared/format/earn-rate";
import { earningTierOf, viewerRuleTier, type EarningTier } from "./earning-tier";
import type { PartnerConfig } from "@/partners/schema";

/**
 * The one earn truth: what a partner's members earn, program-wide or at one
 * merchant, for the person looking, on a given day. Every surface that shows an earn figure or
 * says who earns (search card, merchant page, home, tier table, account overview) renders from
 * earnStatement, so none can contradict another.
 */

/** The partner facts the statement reads (from its effective configuration). */
export type EarnPartner = Pick<PartnerConfig, "currencyType" | "currencyName" | "earnRules"> &
  Partial<Pick<PartnerConfig, "showEarnRate">>;

export { earningTierOf, type EarningTier } from "./earning-tier";

/** A tier a member can be prompted to reach: opting in (2) or VIP (3). */
export type UnlockTier = Exclude<EarningTier, 0>;

/** Who is looking: a signed-in member's tier level, or null for an anonymous visitor. */
export type EarnViewer = { readonly tierLevel: number } | null;

/** A merchant as earning sees it: the tiers holding a campaign code here, and its earning days. */
export interface EarnMerchant {
  readonly campaignTiers: readonly number[];
  readonly benefitDays: readonly Weekday[];
}

export interface TierEarn {
  readonly tierLevel: EarningTier;
  readonly amountPerDollar: number;
  /** The rate as members read it ("5 points per $1", "3% back"). */
  readonly rate: string;
  /** This tier holds a campaign code here (always true program-wide). */
  readonly earnsHere: boolean;
  /** For a tier that does not earn here: the next tier up that does. */
  readonly unlockTier: UnlockTier | null;
}

export interface EarnStatement {
  /** The partner shows earn rates at all (showEarnRate). */
  readonly showRate: boolean;
  /** The partner's earning tiers, lowest first. */
  readonly tiers: readonly TierEarn[];
  /** The tiers that earn here (every tier program-wide). */
  readonly earningTiers: readonly TierEarn[];
  readonly everyTierEarns: boolean;
  /** Lowest and highest rates that earn here; null when no tier earns here. */
  readonly lowest: TierEarn | null;
  readonly best: TierEarn | null;
  /** The viewer's own line; an anonymous visitor is shown the line a new member (tier 0) has. */
  readonly viewer: {
    readonly signedIn: boolean;
    readonly tier: TierEarn | null;
    readonly earns: boolean;
    /** The tier to reach to earn here, when the viewer's does not and a higher one does. */
    readonly unlock: TierEarn | null;
  };
  /** Today at this merchant; null program-wide or without a date. */
  readonly today: {
    readonly weekday: Weekday;
    /** A benefit day on which at least one tier earns here. */
    readonly earningDay: boolean;
    /** The viewer's tier earns here and today is a benefit day. */
    readonly viewerEarns: boolean;
  } | null;
}

/** The rate of a tier: its own rule, or the highest rule below it when it has none. */
export function amountPerDollarFor(
  earnRules: readonly { tierLevel: number; amountPerDollar: number }[],
  tierLevel: number,
): number | null {
  const tier = earningTierOf(tierLevel);
  const below = earnRules.filter((rule) => rule.tierLevel <= tier);
  const rule = below.reduce<{ tierLevel: number; amountPerDollar: number } | null>(
    (found, candidate) => (found === null || candidate.tierLevel > found.tierLevel ? candidate : found),
    null,
  );
  return rule?.amountPerDollar ?? null;
}

function byRate(a: TierEarn, b: TierEarn): number {
  return a.amountPerDollar - b.amountPerDollar || a.tierLevel - b.tierLevel;
}

export function earnStatement(input: {
  partner: EarnPartner;
  /** The merchant, or null for the program as a whole (home, overview). */
  merchant: EarnMerchant | null;
  viewer: EarnViewer;
  /** The viewer's today; null when the surface is not about a day (or the day is not known yet). */
  date: Date | null;
}): EarnStatement {
  const { partner, merchant, viewer, date } = input;
  const codes = merchant ? new Set(merchant.campaignTiers.map(earningTierOf)) : null;
  const rules = [...partner.earnRules].sort((a, b) => a.tierLevel - b.tierLevel);
  const base = rules.map((rule) => ({
    tierLevel: rule.tierLevel,
    amountPerDollar: rule.amountPerDollar,
    rate: formatEarnRate(partner, rule.amountPerDollar),
    earnsHere: codes === null || codes.has(rule.tierLevel),
  }));
  const tiers: TierEarn[] = base.map((tier) => ({
    ...tier,
    unlockTier: tier.earnsHere
      ? null
      : (base
          .map((other) => (other.earnsHere ? other.tierLevel : 0))
          .find((level): level is UnlockTier => level > tier.tierLevel) ?? null),
  }));
  const earningTiers = tiers.filter((tier) => tier.earnsHere);
  const sorted = [...earningTiers].sort(byRate);
  // A member at a level without its own rule earns by the highest rule below it.
  const ruleTier = viewerRuleTier(
    tiers.map((tier) => tier.tierLevel),
    viewer,
  );
  const viewerTier = tiers.find((tier) => tier.tierLevel === ruleTier) ?? null;
  const viewerEarns = viewerTier?.earnsHere ?? false;
  const unlock = viewerTier?.unlockTier ?? null;
  const weekday = date ? weekdays[date.getDay()] : undefined;
  const benefitDay = weekday !== undefined && merchant !== null && merchant.benefitDays.includes(weekday);
  return {
    showRate: partner.showEarnRate ?? true,
    tiers,
    earningTiers,
    everyTierEarns: earningTiers.length === tiers.length,
    lowest: sorted[0] ?? null,
    best: sorted[sorted.length - 1] ?? null,
    viewer: {
      signedIn: viewer !== null,
      tier: viewerTier,
      earns: viewerEarns,
      unlock: unlock === null ? null : (tiers.find((tier) => tier.tierLevel === unlock) ?? null),
    },
    today:
      weekday !== undefined && merchant !== null
        ? {
            weekday,
            earningDay: benefitDay && earningTiers.length > 0,
            viewerEarns: benefitDay && viewerEarns,
          }
        : null,
  };
}
