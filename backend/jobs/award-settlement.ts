import "server-only";
import type { Db } from "@/backend/db/client";
import { settleDueAwards } from "@/backend/ingestion/settle-due-awards";
import { logger } from "@/platform/logger";
import { startRepeatingJob } from "./repeating-job";

/**
 * The posting schedule in a running server: ingested awards whose meal is old enough turn from
 * Pending to Awarded every `everyMinutes` (AWARD_SETTLEMENT_MINUTES), without anyone pressing
 * the staging tools' button. settleDueAwards is one idempotent UPDATE, so instances running it
 * side by side settle each row once.
 */
export function startAwardSettlement(db: Db, everyMinutes: number): { stop: () => void } {
  return startRepeatingJob({
    everyMs: everyMinutes * 60_000,
    run: async () => {
      const settled = await settleDueAwards(db);
      if (settled > 0) logger.info("Settled due awards", { settled });
    },
    // The error's name only: a database error's message can carry the statement's parameters.
    onError: (error) => {
      logger.error("Award settlement failed", { error: error instanceof Error ? error.name : "unknown" });
    },
  });
}
