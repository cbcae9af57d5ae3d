import "server-only";
import { inProcess } from "@/backend/services/in-process";

/** Signed activation links of the partner's non-activated members (staging tools only). */
export async function getActivationLinks(partnerCode: string) {
  return inProcess.activationLinks(partnerCode);
}
