import type { FeatureFlags } from "@/lib/shared/contracts/feature-flags";

/** Flag overrides for this partner; what GET /api/feature-flags answers. */
export default {
  authFlags: { hasAutoEnroll: true },
  filters: {},
  partnerFeatureFlags: { minimumAppVersion: "3.2.0" },
} satisfies FeatureFlags;
