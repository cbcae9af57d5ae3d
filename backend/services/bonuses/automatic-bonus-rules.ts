import "server-only";
import type { AutomaticBonusRules } from "@/shared/rules/automatic-bonuses";
import type { PartnerConfig } from "@/partners/schema";

/** The partner's flags and bonus list as the automatic-bonus rule reads them. */
export function automaticBonusRules(
  config: Pick<PartnerConfig, "ruleFlags" | "bonuses">,
): AutomaticBonusRules {
  return {
    newMemberSource: config.ruleFlags.newMemberBonusAutoAddSource,
    appOnlyBonus: config.ruleFlags.appOnlyBonus,
    bonuses: config.bonuses,
  };
}
