import "server-only";
import { getDb } from "@/backend/db/client";
import { listActivationLinks } from "@/backend/services/members/list-activation-links";

/** Signed activation links of the partner's non-activated members (staging tools only). */
export async function getActivationLinks(partnerCode: string) {
  return listActivationLinks(await getDb(), { partnerCode });
}
