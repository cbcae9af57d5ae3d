import type { FeatureFlags } from "@/partners/feature-flags-schema";
import type { PartnerConfig } from "./schema";

/**
 * The one place where a partner's effective configuration is computed:
 * spec defaults ← partner config.ts (both applied by the schema) ← feature-flag fields.
 * Later groups win, so a flag service can switch a feature without a deploy of config.
 */
export function effectivePartnerConfig(config: PartnerConfig, flags: FeatureFlags): PartnerConfig {
  return { ...config, ...flags.authFlags, ...flags.filters, ...flags.partnerFeatureFlags };
}
