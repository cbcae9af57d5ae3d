import type { FeatureFlags } from "@/partners/feature-flags-schema";

/** Flag overrides for this partner; what GET /api/feature-flags answers. */
export default {
  authFlags: { cardTypesAccepted: ["MAST", "VISA", "AMEX", "DISC"] },
  filters: {},
  partnerFeatureFlags: { showEarnRate: true },
} satisfies FeatureFlags;
