/** Where a known member who cannot be activated goes (public-and-shared §2 Activation, §9 rfr codes). */
export function activationRedirect(
  member: { tierLevel: number; active: boolean; hasWebProfile: boolean } | null,
): string | null {
  if (!member) return "/join?rfr=1";
  if (member.tierLevel === 1) return null;
  if (!member.hasWebProfile) return "/join?rfr=2";
  return member.active ? "/login?rfr=3" : "/login?rfr=4";
}
