import type { FeatureFlags } from "@/partners/feature-flags-schema";

/** Flag overrides for this partner; what GET /api/feature-flags answers. */
export default {
  authFlags: {},
  filters: {},
  partnerFeatureFlags: {},
} satisfies FeatureFlags;
