import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "@/backend/db/client";
import { memberBonuses } from "@/backend/db/schema";
import type { Bonus } from "@/shared/contracts/bonus";
import type { PartnerConfig } from "@/partners/schema";

/** The member's bonus rows, oldest offer first. */
export async function listBonusRows(
  db: Db,
  { partnerCode, memberId }: { partnerCode: string; memberId: string },
) {
  return db
    .select()
    .from(memberBonuses)
    .where(and(eq(memberBonuses.partnerCode, partnerCode), eq(memberBonuses.memberId, memberId)))
    .orderBy(asc(memberBonuses.createdAt), asc(memberBonuses.code));
}

/** Bonus rows as the API shows them (account-center §3 Bonus), described by the partner's list. */
export function toBonuses(
  rows: readonly (typeof memberBonuses.$inferSelect)[],
  config: Pick<PartnerConfig, "bonuses">,
  memberIsEligibleForNMB: boolean,
): Bonus[] {
  return rows.map((row) => {
    const definition = config.bonuses.find((bonus) => bonus.code === row.code);
    return {
      code: row.code,
      bonusStatus: row.status,
      createDateUtc: row.createdAt.toISOString(),
      isNewMemberBonus: row.isNewMemberBonus,
      description: definition?.description ?? "",
      memberIsEligibleForNMB,
      appOnly: definition?.kind === "app-only",
    };
  });
}
