import "server-only";
import { inProcess } from "@/backend/services/in-process";
import type { OpenMissingDineClaim } from "@/shared/contracts/missing-dine-values";

/** The partner's open missing-dine claims, for support (staging tools only, decision 0069). */
export async function getOpenMissingDineClaims(partnerCode: string): Promise<OpenMissingDineClaim[]> {
  return inProcess.openMissingDineClaims(partnerCode);
}
