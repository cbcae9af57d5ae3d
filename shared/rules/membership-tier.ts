/**
 * The membership level the overview describes (account-center §9: opt-in levels 0 opted out,
 * 1 non-activated, 2 opted in, 3 VIP). A non-activated member earns as an opted-out one
 * (shared/rules/earn-statement earningTierOf), so the overview tells them the same.
 */
export type MembershipLevel = "opted_out" | "opted_in" | "vip";

export function membershipLevel(tierLevel: number): MembershipLevel {
  if (tierLevel >= 3) return "vip";
  if (tierLevel === 2) return "opted_in";
  return "opted_out";
}
