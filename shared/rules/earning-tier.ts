/**
 * A member level's earning tier, in a module of its own: the search filters need only this,
 * and the earn statement (with the rate wording and the week) would come along with it into
 * the search page's first load (decision 0041). earn-statement re-exports both.
 */

/** Earning levels (account-center §9: 0 opted out, 2 opted in, 3 VIP; 1 earns as 0). */
export type EarningTier = 0 | 2 | 3;

/** The earning tier of a member level: 1 (non-activated) earns as 0, anything above 3 as 3. */
export function earningTierOf(tierLevel: number): EarningTier {
  return tierLevel >= 3 ? 3 : tierLevel >= 2 ? 2 : 0;
}

/**
 * The partner rule a viewer earns by: their own tier's, or the highest one below it when their
 * tier has none. An anonymous visitor (null) reads as a new member, tier 0. Null when no rule
 * is that low. The earn statement and the Recommended sort (decision 0058) both ask this.
 */
export function viewerRuleTier(
  ruleTiers: readonly number[],
  viewer: { readonly tierLevel: number } | null,
): EarningTier | null {
  const own = viewer === null ? 0 : earningTierOf(viewer.tierLevel);
  let found: EarningTier | null = null;
  for (const ruleTier of ruleTiers) {
    const tier = earningTierOf(ruleTier);
    if (tier <= own && (found === null || tier > found)) found = tier;
  }
  return found;
}
