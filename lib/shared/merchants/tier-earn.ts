import type { MerchantDetail } from "@/lib/shared/contracts/merchants";

/** How members know each earning tier (account-center §1: tier 2 by email opt-in, tier 3 VIP). */
export const tierNames: Readonly<Record<number, string>> = {
  0: "Member",
  2: "Email subscriber",
  3: "VIP",
};

/** What a member does to reach a tier, for the unlock prompt. */
const unlockActions: Readonly<Record<number, string>> = {
  2: "Opt in to emails",
  3: "Reach VIP status",
};

export interface TierEarnLine {
  tierLevel: number;
  name: string;
  /** Points (or miles, percent) per dollar; null when the tier does not earn here. */
  amountPerDollar: number | null;
  /** For a tier that does not earn here: the next tier that does, and how to reach it. */
  unlock: { tierLevel: number; action: string } | null;
}

/** The tier a member at `tierLevel` earns by: 1 (non-activated) earns as 0. */
export function earningTier(tierLevel: number): number {
  return tierLevel >= 3 ? 3 : tierLevel >= 2 ? 2 : 0;
}

/**
 * Earn rate per tier at this merchant. Acclaimed merchants pay only tiers holding a campaign
 * code there; a tier without one sees the prompt for the next tier up that earns (public-and-
 * shared §6: the unlock prompt for tier 2 or 3).
 */
export function tierEarnLines(earnByTier: MerchantDetail["earnByTier"]): TierEarnLine[] {
  const sorted = [...earnByTier].sort((a, b) => a.tierLevel - b.tierLevel);
  return sorted.map((tier) => {
    const next = sorted.find((other) => other.tierLevel > tier.tierLevel && other.earns);
    return {
      tierLevel: tier.tierLevel,
      name: tierNames[tier.tierLevel] ?? `Tier ${String(tier.tierLevel)}`,
      amountPerDollar: tier.earns ? tier.amountPerDollar : null,
      unlock:
        !tier.earns && next
          ? { tierLevel: next.tierLevel, action: unlockActions[next.tierLevel] ?? "Move up a tier" }
          : null,
    };
  });
}

/** The line for one member's tier, or undefined when the partner has no rule for it. */
export function lineForTier(lines: readonly TierEarnLine[], tierLevel: number): TierEarnLine | undefined {
  return lines.find((line) => line.tierLevel === earningTier(tierLevel));
}
