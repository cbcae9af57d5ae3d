import "server-only";
import { getDb } from "@/backend/db/client";
import { listOutbox } from "@/backend/services/outbox/list-outbox";

/** The partner's outgoing mail, read in-process (staging tools only). */
export async function getOutbox(partnerCode: string) {
  return listOutbox(await getDb(), { partnerCode });
}
