import type { FeatureFlags } from "@/partners/feature-flags-schema";

/** Flag overrides for this partner; what GET /api/feature-flags answers. */
export default {
  authFlags: { hasAutoEnroll: true },
  filters: {},
  partnerFeatureFlags: { minimumAppVersion: "3.2.0" },
} satisfies FeatureFlags;
