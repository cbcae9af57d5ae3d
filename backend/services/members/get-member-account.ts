import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/backend/db/client";
import { members } from "@/backend/db/schema";
import type { MemberAccount } from "@/shared/contracts/member-account";
import { isNewMemberBonusEligible } from "@/shared/rules/automatic-bonuses";
import type { PartnerConfig } from "@/partners/schema";
import { addAutomaticBonuses } from "../bonuses/add-automatic-bonuses";
import { automaticBonusRules } from "../bonuses/automatic-bonus-rules";
import { listBonusRows, toBonuses } from "../bonuses/list-member-bonuses";
import { getDiningProgress } from "./get-dining-progress";
import { toProfile } from "./update-member";

/**
 * GET /api/Member in full (account-center §3 Member): the profile, the member's bonuses (the
 * partner's automatic ones offered first, once) and this year's dining progress. Undefined when
 * the member is not the partner's.
 */
export async function getMemberAccount(
  db: Db,
  input: { partnerCode: string; memberId: string; config: PartnerConfig; now?: Date },
): Promise<MemberAccount | undefined> {
  const now = input.now ?? new Date();
  const scope = { partnerCode: input.partnerCode, memberId: input.memberId };
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.partnerCode, scope.partnerCode), eq(members.id, scope.memberId)));
  if (!row) return undefined;

  const joinFacts = { enrollmentSource: row.enrollmentSource, joinDate: row.joinDate };
  let bonusRows = await listBonusRows(db, scope);
  const added = await addAutomaticBonuses(db, {
    ...scope,
    member: joinFacts,
    config: input.config,
    held: new Set(bonusRows.map((bonus) => bonus.code)),
    now,
  });
  if (added) bonusRows = await listBonusRows(db, scope);

  const nmbEligible = isNewMemberBonusEligible(automaticBonusRules(input.config), joinFacts, now);
  return {
    ...toProfile(row),
    joinDate: row.joinDate.toISOString(),
    enrollmentSource: row.enrollmentSource,
    referralCode: row.referralCode,
    activeBonuses: toBonuses(bonusRows, input.config, nmbEligible),
    diningProgress: await getDiningProgress(db, {
      ...scope,
      tierLevel: row.tierLevel,
      config: input.config,
      now,
    }),
  };
}
