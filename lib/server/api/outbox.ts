import "server-only";
import { inProcess } from "@/backend/services/in-process";

/** The partner's outgoing mail, read in-process (staging tools only). */
export async function getOutbox(partnerCode: string) {
  return inProcess.outbox(partnerCode);
}
