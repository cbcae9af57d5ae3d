/** The look of the merchant page's own-rate line, the same for visitors and members. */
export const earnRateBox =
  "flex min-h-16 flex-wrap items-center gap-3 rounded-xl border-2 border-brand/20 bg-brand/5 p-4";

/** The own-rate line where no membership level earns here, for visitors and members alike. */
export function NoEarningTier() {
  return (
    <p className={earnRateBox} data-testid="member-earn-rate" data-earns="false">
      No membership level earns rewards at this restaurant right now.
    </p>
  );
}
