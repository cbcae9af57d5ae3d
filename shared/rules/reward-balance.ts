/**
 * How full the rewards balance bar is (account-center §2: it fills current/max): a share from 0
 * to 1, and what is left to the payout breakpoint. A balance at or over the breakpoint is full.
 */
export function balanceProgress(
  currentCents: number,
  breakpointCents: number,
): { readonly share: number; readonly remainingCents: number; readonly reached: boolean } {
  if (breakpointCents <= 0) return { share: 1, remainingCents: 0, reached: true };
  const current = Math.max(0, currentCents);
  return {
    share: Math.min(1, current / breakpointCents),
    remainingCents: Math.max(0, breakpointCents - current),
    reached: current >= breakpointCents,
  };
}
