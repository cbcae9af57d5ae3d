import "server-only";
import { env } from "@/lib/server/env";
import type { PartnerConfig } from "@/partners/schema";

/**
 * The public origin of a partner: PUBLIC_ORIGIN_<CODE> where set (production requires it for every
 * partner), otherwise PUBLIC_ORIGIN_TEMPLATE (http://{code}.localhost:{port} by default). Reading
 * no request headers keeps pages static per partner.
 */
export function partnerOrigin(config: PartnerConfig): string {
  const { PUBLIC_ORIGIN_TEMPLATE, PORT, partnerOrigins } = env();
  const configured = partnerOrigins[config.code];
  if (configured) return configured;
  return PUBLIC_ORIGIN_TEMPLATE.replaceAll("{code}", config.code).replaceAll("{port}", String(PORT));
}
