import "server-only";
import { inProcess } from "@/backend/services/in-process";
import type { RecordDineOutcome } from "@/backend/services/stgtools/record-dine";
import type { RecordDineForm } from "@/shared/contracts/ingestion";

export type { RecordDineOutcome };

/** The staging tools' "Record a dine": one signed card transaction through the feed's endpoint. */
export async function recordDine(partnerCode: string, form: RecordDineForm): Promise<RecordDineOutcome> {
  return inProcess.recordDine(partnerCode, form);
}

/** The posting schedule's step, run now (staging tools' "Settle due awards"): how many rows it settled. */
export async function settleAwardsNow(): Promise<number> {
  return inProcess.settleDueAwards();
}
