import "server-only";
import type { Db } from "@/backend/db/client";
import type { DiningProgress } from "@/shared/contracts/dining-progress";
import { calendarYear, diningProgress, type DiningGoal } from "@/shared/rules/dining-progress";
import type { PartnerConfig } from "@/partners/schema";
import { getDiningTotals } from "./get-dining-totals";

/** The goal the partner's meals count toward: its VIP rule when it has VIP, else the visit meter. */
export function diningGoalOf(
  config: Pick<PartnerConfig, "hasVIP" | "vipRule" | "visitProgressMax">,
): DiningGoal {
  const rule = config.hasVIP ? config.vipRule : null;
  return {
    dinesRequired: rule ? rule.dinesRequired : config.visitProgressMax,
    dollarsRequired: rule?.dollarsRequired ?? null,
    visitProgressMax: config.visitProgressMax,
    vip: rule !== null,
  };
}

/** This calendar year's dining progress of one member (account-center §3 diningProgress). */
export async function getDiningProgress(
  db: Db,
  input: { partnerCode: string; memberId: string; tierLevel: number; config: PartnerConfig; now?: Date },
): Promise<DiningProgress> {
  const now = input.now ?? new Date();
  const { start, end } = calendarYear(now);
  const totals = await getDiningTotals(db, {
    partnerCode: input.partnerCode,
    memberId: input.memberId,
    start,
    end,
  });
  return diningProgress(totals, diningGoalOf(input.config), input.tierLevel, now);
}
