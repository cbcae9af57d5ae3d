import "server-only";
import { env } from "@/platform/env";
import type { PartnerConfig } from "@/partners/schema";

/**
 * The public origin of a partner: PUBLIC_ORIGIN_<CODE> where set (production requires it for every
 * partner), otherwise PUBLIC_ORIGIN_TEMPLATE (http://{code}.localhost:{port} by default). Reading
 * no request headers keeps pages static per partner once rendered at run time.
 */
export function partnerOrigin(config: PartnerConfig): string {
  const { PUBLIC_ORIGIN_TEMPLATE, PORT, partnerOrigins, buildPhase } = env();
  // A page prerendered by `next build` is served as it is to every deployment of the image: an
  // origin read then would be the template's, not the deployment's. Such a page must render at
  // run time instead (lib/server/routing/page-partner.ts, docs/decisions/0049).
  if (buildPhase)
    throw new Error(
      `The public origin of ${config.code} was read while building: a page that shows it must render at run time`,
    );
  const configured = partnerOrigins[config.code];
  if (configured) return configured;
  return PUBLIC_ORIGIN_TEMPLATE.replaceAll("{code}", config.code).replaceAll("{port}", String(PORT));
}
