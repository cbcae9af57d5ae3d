import { newMemberBonusWindowHours } from "@/shared/constants";

/** What the partner's configuration says about bonuses added without the member asking. */
export interface AutomaticBonusRules {
  /** ruleFlags.newMemberBonusAutoAddSource: the enrollment source whose new members get the bonus. */
  readonly newMemberSource: string | null;
  /** ruleFlags.appOnlyBonus: every member is offered the partner's app-only bonus. */
  readonly appOnlyBonus: boolean;
  readonly bonuses: readonly {
    readonly code: string;
    readonly kind: "standard" | "new-member" | "app-only";
  }[];
}

export interface JoinFacts {
  readonly enrollmentSource: string | null;
  readonly joinDate: Date;
}

/**
 * A new member for the new-member bonus (account-center §4, §9): joined through the partner's
 * enrollment source within the last 2160 hours.
 */
export function isNewMemberBonusEligible(rules: AutomaticBonusRules, member: JoinFacts, now: Date): boolean {
  if (rules.newMemberSource === null || member.enrollmentSource !== rules.newMemberSource) return false;
  const age = now.getTime() - member.joinDate.getTime();
  return age >= 0 && age <= newMemberBonusWindowHours * 3_600_000;
}

/** The bonuses this member is offered automatically, to be stored once (idempotently). */
export function automaticBonuses(
  rules: AutomaticBonusRules,
  member: JoinFacts,
  now: Date,
): { code: string; isNewMemberBonus: boolean }[] {
  const found: { code: string; isNewMemberBonus: boolean }[] = [];
  if (isNewMemberBonusEligible(rules, member, now))
    for (const bonus of rules.bonuses)
      if (bonus.kind === "new-member") found.push({ code: bonus.code, isNewMemberBonus: true });
  if (rules.appOnlyBonus)
    for (const bonus of rules.bonuses)
      if (bonus.kind === "app-only") found.push({ code: bonus.code, isNewMemberBonus: false });
  return found;
}
