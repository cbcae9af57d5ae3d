import "server-only";
import { inProcess } from "@/backend/services/in-process";
import type { AwardHistoryView } from "@/shared/contracts/award-history";

/** One award of the partner and its life, for support (staging tools only, decision 0063). */
export async function getAwardHistory(partnerCode: string, lookup: string): Promise<AwardHistoryView | null> {
  return inProcess.awardHistory(partnerCode, lookup);
}
