import type { MerchantSummary } from "@/lib/shared/contracts/merchants";

/**
 * Earning at a merchant by member tier (account-center §6, public-and-shared §6): a tier earns
 * only where the merchant lists a campaign code for it. At an acclaimed merchant (for partners
 * with acclaimed offers) a tier without a code is prompted to unlock the next tier that has one.
 */
export type UnlockTier = 2 | 3;

export type MerchantEarning =
  { kind: "earns"; tierLevel: number } | { kind: "unlock"; tier: UnlockTier } | { kind: "none" };

type EarningMerchant = Pick<MerchantSummary, "acclaimedLevel" | "benefitAvailability">;

const unlockTiers: readonly UnlockTier[] = [2, 3];

/**
 * The earning tier a member level maps to: earning levels are 0, 2 and 3, and a non-activated
 * member (level 1) earns as level 0 until activation.
 */
export function earningTierOf(tierLevel: number): number {
  return tierLevel === 1 ? 0 : tierLevel;
}

function hasCode(merchant: EarningMerchant, tierLevel: number): boolean {
  return merchant.benefitAvailability.campaignCodes.some((code) => code.tierLevel === tierLevel);
}

/** Which tier to prompt for, or null when the member earns here or no higher tier would. */
export function tierToUnlock(
  merchant: EarningMerchant,
  tierLevel: number,
  acclaimedEnabled: boolean,
): UnlockTier | null {
  if (!acclaimedEnabled || merchant.acclaimedLevel <= 0) return null;
  const tier = earningTierOf(tierLevel);
  if (hasCode(merchant, tier)) return null;
  return unlockTiers.find((candidate) => candidate > tier && hasCode(merchant, candidate)) ?? null;
}

/** What the card shows in its offer line for a signed-in member. */
export function merchantEarning(
  merchant: EarningMerchant,
  tierLevel: number,
  acclaimedEnabled: boolean,
): MerchantEarning {
  const tier = earningTierOf(tierLevel);
  if (hasCode(merchant, tier)) return { kind: "earns", tierLevel: tier };
  const unlock = tierToUnlock(merchant, tierLevel, acclaimedEnabled);
  return unlock ? { kind: "unlock", tier: unlock } : { kind: "none" };
}

/** The rate of the partner's rule for a tier (a tier without its own rule uses the highest one below it). */
export function amountPerDollarFor(
  earnRules: readonly { tierLevel: number; amountPerDollar: number }[],
  tierLevel: number,
): number | null {
  const tier = earningTierOf(tierLevel);
  const candidates = earnRules.filter((rule) => rule.tierLevel <= tier);
  const best = candidates.reduce<{ tierLevel: number; amountPerDollar: number } | null>(
    (found, rule) => (found === null || rule.tierLevel > found.tierLevel ? rule : found),
    null,
  );
  return best?.amountPerDollar ?? null;
}
