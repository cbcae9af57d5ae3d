import "server-only";
import { inProcess } from "@/backend/services/in-process";
import type { RecordDineOutcome } from "@/backend/services/stgtools/record-dine";
import type { SettleOutcome } from "@/backend/services/stgtools/settle-awards";
import type { RecordDineForm } from "@/shared/contracts/ingestion";

export type { RecordDineOutcome };

/** The staging tools' "Record a dine": one signed card transaction through the feed's endpoint. */
export async function recordDine(partnerCode: string, form: RecordDineForm): Promise<RecordDineOutcome> {
  return inProcess.recordDine(partnerCode, form);
}

/** The posting schedule's step, run now (staging tools' "Settle due awards"), for one member or all. */
export async function settleAwardsNow(partnerCode: string, email: string): Promise<SettleOutcome> {
  return inProcess.settleAwardsNow(partnerCode, email);
}
