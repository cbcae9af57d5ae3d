import "server-only";
import { settleDueAwards } from "@/backend/ingestion/settle-due-awards";
import { env } from "@/platform/env";
import type { JobDefinition } from "./job";

/**
 * The posting schedule in a running server: ingested awards whose meal is old enough turn from
 * Pending to Awarded every AWARD_SETTLEMENT_MINUTES (0: only by hand), without anyone pressing
 * the staging tools' button. settleDueAwards is one idempotent statement (the update and its
 * history rows, decision 0063), so a hand run beside the schedule settles each row once.
 */
export const awardSettlement: JobDefinition = {
  name: "award-settlement",
  everyMinutes: () => env().AWARD_SETTLEMENT_MINUTES || null,
  run: async ({ db, now }) => ({ settled: await settleDueAwards(db, now) }),
};
