import {
  earnStatement,
  earningTierOf,
  type EarnPartner,
  type EarnStatement,
  type EarningTier,
  type TierEarn,
} from "./earn-statement";
import type { MembershipLevel } from "./membership-tier";

/**
 * The words every surface uses for an earn statement, so the same facts always read the same.
 * Tier names follow account-center §1 (tier 2 by email opt-in, tier 3 is VIP status).
 */
export const tierNames: Readonly<Record<EarningTier, string>> = {
  0: "Member",
  2: "Email subscriber",
  3: "VIP",
};

const tierGroupNames: Readonly<Record<EarningTier, string>> = {
  0: "Members",
  2: "Email subscribers",
  3: "VIP members",
};

/** What a member does to reach a tier, for the unlock prompt. */
export const unlockActions: Readonly<Record<EarningTier, string>> = {
  0: "Join",
  2: "Opt in to emails",
  3: "Reach VIP status",
};

/** "Email subscribers and VIP members": the tiers that earn here, as a group of people. */
export function whoEarns(statement: EarnStatement): string {
  if (statement.everyTierEarns) return tierGroupNames[0];
  const names = statement.earningTiers.map((tier) => tierGroupNames[tier.tierLevel]);
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1) ?? ""}`;
}

/** One rate, or "up to" the best when the earning tiers' rates differ. */
function rateSpan(low: TierEarn, best: TierEarn): string {
  return low.amountPerDollar === best.amountPerDollar ? best.rate : `up to ${best.rate}`;
}

/** What earning tiers get here in one phrase ("5 points per $1", "up to 5 miles per $1"); null when none earns. */
export function earnRange(statement: EarnStatement): string | null {
  const { lowest, best } = statement;
  return lowest && best ? rateSpan(lowest, best) : null;
}

/**
 * The merchant's offer line ("Earn 5 points per $1 on every visit"): the viewer's own rate when
 * they earn here; otherwise said of the tiers that do, so it never sits above "Not earning here"
 * as if it were everyone's. Null when no tier earns here.
 */
export function offerSentence(statement: EarnStatement, when: string): string | null {
  const { lowest, best, viewer } = statement;
  if (!lowest || !best) return null;
  if (viewer.signedIn && viewer.earns && viewer.tier) return `Earn ${viewer.tier.rate} ${when}`;
  if (statement.everyTierEarns) return `Earn ${lowest.rate} ${when}`;
  return `${whoEarns(statement)} earn ${rateSpan(lowest, best)} ${when}`;
}

/** The tier table's cell for one tier at a merchant. */
export function tierCell(tier: TierEarn): string {
  if (tier.earnsHere) return tier.rate;
  return tier.unlockTier === null
    ? "Not earning here"
    : `Not earning here · ${unlockActions[tier.unlockTier]} to unlock`;
}

/** The home's and the overview's program-wide promise: the rate, and "up to" only when higher. */
export function programRates(statement: EarnStatement): { own: string; upTo: string | null } | null {
  const own = statement.viewer.tier;
  const { best } = statement;
  if (!own || !best) return null;
  return { own: own.rate, upTo: best.amountPerDollar > own.amountPerDollar ? best.rate : null };
}

/** The program-wide line of a member at `tierLevel` (the home's and the overview's figures). */
function programTier(
  partner: EarnPartner,
  tierLevel: number,
): { own: TierEarn | null; best: TierEarn | null } {
  const statement = earnStatement({ partner, merchant: null, viewer: { tierLevel }, date: null });
  return { own: statement.viewer.tier, best: statement.best };
}

/** The rate a membership level earns by, as the overview shows it. */
export function membershipRate(partner: EarnPartner, level: MembershipLevel): string | null {
  return programTier(partner, levelTiers[level]).own?.rate ?? null;
}

const levelTiers: Readonly<Record<MembershipLevel, EarningTier>> = { opted_out: 0, opted_in: 2, vip: 3 };

/**
 * The overview's earning sentence per level when the partner's copy has none, built from the
 * numbers so it can never call a rate "our best" that is not the highest, nor promise more
 * for opting in when opting in earns the same.
 */
export function membershipEarningText(partner: EarnPartner, level: MembershipLevel): string {
  const { own, best } = programTier(partner, levelTiers[level]);
  const optedIn = programTier(partner, 2).own;
  if (!own || !best) return "";
  const isBest = own.amountPerDollar >= best.amountPerDollar;
  const rate = isBest ? `${own.rate}, our best rate,` : own.rate;
  switch (level) {
    case "opted_out":
      return optedIn && optedIn.amountPerDollar > own.amountPerDollar
        ? `You earn ${rate} at participating restaurants. Opt in to emails to earn ${optedIn.rate} and unlock exclusive locations.`
        : `You earn ${rate} at participating restaurants. Opt in to emails to unlock exclusive locations.`;
    case "opted_in":
      return isBest
        ? `You earn ${rate} at participating restaurants, and at the exclusive locations open to email subscribers.`
        : `You earn ${rate} at participating restaurants, and at the exclusive locations open to email subscribers. VIP members earn ${best.rate}.`;
    case "vip":
      return `As a VIP you earn ${rate} at every participating restaurant, exclusive locations included.`;
  }
}

/**
 * The overview's VIP line for a member at `tierLevel`: a higher VIP rate is named as the upgrade
 * it is; where VIP earns the same, the line says the rate stays and what VIP does mean, in the
 * partner's words (vipStatus), never presenting VIP as an earnings upgrade it does not bring.
 */
export function vipStatusNote(
  partner: EarnPartner,
  tierLevel: number,
  vipStatus: string | null,
): string | null {
  const vip = programTier(partner, 3).own;
  const own = programTier(partner, tierLevel).own;
  if (!vip || !own) return vipStatus;
  if (vip.amountPerDollar > own.amountPerDollar) {
    const upgrade = `VIP members earn ${vip.rate} at every participating restaurant, exclusive locations included.`;
    return vipStatus ? `${upgrade} ${vipStatus}` : upgrade;
  }
  const stays =
    earningTierOf(tierLevel) === 3 ? `You earn ${own.rate}.` : `VIP status keeps your rate at ${own.rate}.`;
  return vipStatus ? `${vipStatus} ${stays}` : stays;
}
