import { bonusLocalCacheMs } from "@/shared/constants";
import type { Bonus } from "@/shared/contracts/bonus";
import type { BonusBannerConfig } from "@/shared/contracts/cms/bonus-banners";

/** What the member-state index reads of the member. */
export interface BannerMember {
  readonly tierLevel: number;
  readonly emailOptIn: boolean;
  readonly activeBonuses: readonly Pick<Bonus, "bonusStatus" | "isNewMemberBonus">[];
}

/**
 * The member-state index banners are filtered by (account-center §4, the copy state list), the
 * first state that holds, counted from 0: 0 no member; 1 not opted in to email at the opted-out
 * tier; 2 non-activated; 3 holding an eligible new-member bonus; 4 opted in to email. Null when
 * none holds (a VIP who stopped the emails): such a member sees only banners for everyone.
 */
export function memberStateIndex(member: BannerMember | null): number | null {
  if (!member) return 0;
  if (!member.emailOptIn && member.tierLevel === 0) return 1;
  if (member.tierLevel === 1) return 2;
  if (member.activeBonuses.some((bonus) => bonus.isNewMemberBonus && bonus.bonusStatus === "eligible"))
    return 3;
  if (member.emailOptIn) return 4;
  return null;
}

/** Codes registered on this device less than ~35 minutes ago (account-center §9): code → time. */
export function recentlyRegistered(stored: Readonly<Record<string, number>>, now: number): Set<string> {
  return new Set(
    Object.entries(stored)
      .filter(([, at]) => now - at >= 0 && now - at < bonusLocalCacheMs)
      .map(([code]) => code),
  );
}

export interface ShownBanner {
  readonly code: string;
  readonly text: string;
  readonly image: string | null;
  /** The web offers no register action for an app-only bonus; this says where to register. */
  readonly appText: string | null;
}

const dayMs = 86_400_000;

/**
 * The overview's bonus banners (account-center §4): eligible bonuses under "available" with a
 * register action, enrolled or qualified ones (and those registered here in the last ~35
 * minutes) under "activated". A bonus without a banner in the copy still shows, with its own
 * description, so no bonus the member holds is invisible.
 */
export function bonusBanners(input: {
  banners: readonly BonusBannerConfig[];
  bonuses: readonly Bonus[];
  stateIndex: number | null;
  registered: ReadonlySet<string>;
  now: number;
}): { available: ShownBanner[]; activated: ShownBanner[] } {
  const configured = input.banners
    .filter((banner) => banner.type === "bonus" && banner.code)
    .sort((a, b) => a.order - b.order);
  const available: ShownBanner[] = [];
  const activated: ShownBanner[] = [];
  const ordered = [...input.bonuses].sort((a, b) => {
    const rank = (bonus: Bonus) => {
      const index = configured.findIndex((banner) => banner.code === bonus.code);
      return index < 0 ? configured.length : index;
    };
    return rank(a) - rank(b);
  });
  for (const bonus of ordered) {
    const banner = configured.find((candidate) => candidate.code === bonus.code);
    if (banner) {
      const forState =
        banner.user_states.length === 0 ||
        (input.stateIndex !== null && banner.user_states.includes(input.stateIndex));
      if (!forState) continue;
      const created = Date.parse(bonus.createDateUtc);
      if (banner.days_to_display !== null && input.now - created > banner.days_to_display * dayMs) continue;
    }
    const appOnly = bonus.appOnly || (banner?.app_only_bonus ?? false);
    const shown: ShownBanner = {
      code: bonus.code,
      text: banner?.text ?? bonus.description,
      image: banner?.image ?? null,
      appText: appOnly ? (banner?.app_text ?? "Register for this bonus in the app.") : null,
    };
    if (!shown.text) continue;
    const active = bonus.bonusStatus !== "eligible" || input.registered.has(bonus.code);
    (active ? activated : available).push(shown);
  }
  return { available, activated };
}
