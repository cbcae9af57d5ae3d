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
