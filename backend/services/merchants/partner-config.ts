import "server-only";
import { getPartner } from "@/partners/registry";
import type { PartnerConfig } from "@/partners/schema";

/** The partner's effective configuration (defaults ← config ← flags); the code comes from the Host. */
export function partnerConfig(partnerCode: string): PartnerConfig {
  const partner = getPartner(partnerCode);
  if (!partner) throw new Error(`Unknown partner ${partnerCode}`);
  return partner.effective;
}
