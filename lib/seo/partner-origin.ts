import { env } from "@/lib/env";
import type { PartnerConfig } from "@/partners/schema";

/**
 * The public origin of a partner: its canonical production hostname in production, otherwise
 * PUBLIC_ORIGIN_TEMPLATE (http://{code}.localhost:{port} by default). Reading no request
 * headers keeps pages static per partner.
 */
export function partnerOrigin(config: PartnerConfig): string {
  const { APP_ENV, PUBLIC_ORIGIN_TEMPLATE, PORT } = env();
  if (APP_ENV === "production") return `https://${config.hostnames[0] ?? ""}`;
  return PUBLIC_ORIGIN_TEMPLATE.replaceAll("{code}", config.code).replaceAll("{port}", String(PORT));
}
