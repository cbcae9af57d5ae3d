import type { Bonus } from "@/shared/contracts/bonus";

/**
 * The bonus a member can go for next: one they registered for first (it is under way), then
 * one offered to them, oldest offer first; an earned (qualified) bonus is done. Null when none.
 */
export function nextBonus(bonuses: readonly Bonus[]): Bonus | null {
  const open = bonuses.filter((bonus) => bonus.bonusStatus !== "qualified" && bonus.description !== "");
  const rank = (bonus: Bonus) => (bonus.bonusStatus === "enrolled" ? 0 : 1);
  return (
    [...open].sort((a, b) => rank(a) - rank(b) || a.createDateUtc.localeCompare(b.createDateUtc))[0] ?? null
  );
}
