import "server-only";
import type { Db } from "@/backend/db/client";
import { memberBonuses } from "@/backend/db/schema";
import { automaticBonuses, type JoinFacts } from "@/shared/rules/automatic-bonuses";
import type { PartnerConfig } from "@/partners/schema";
import { automaticBonusRules } from "./automatic-bonus-rules";

/**
 * Offers the member the bonuses the partner adds on its own (the new-member bonus within its
 * window, the app-only bonus), once: a code the member already holds, in any state, is left as
 * it is (docs/decisions/0019-dining-progress-and-bonuses.md).
 */
export async function addAutomaticBonuses(
  db: Db,
  input: {
    partnerCode: string;
    memberId: string;
    member: JoinFacts;
    config: Pick<PartnerConfig, "ruleFlags" | "bonuses">;
    held: ReadonlySet<string>;
    now: Date;
  },
): Promise<boolean> {
  const missing = automaticBonuses(automaticBonusRules(input.config), input.member, input.now).filter(
    (bonus) => !input.held.has(bonus.code),
  );
  if (missing.length === 0) return false;
  await db
    .insert(memberBonuses)
    .values(
      missing.map((bonus) => ({
        partnerCode: input.partnerCode,
        memberId: input.memberId,
        code: bonus.code,
        isNewMemberBonus: bonus.isNewMemberBonus,
        createdAt: input.now,
      })),
    )
    .onConflictDoNothing();
  return true;
}
