import type { FeatureFlags } from "@/lib/shared/contracts/feature-flags";

/** Flag overrides for this partner; what GET /api/feature-flags answers. */
export default {
  authFlags: { cardTypesAccepted: ["MAST", "VISA", "AMEX", "DISC"] },
  filters: {},
  partnerFeatureFlags: { showEarnRate: true },
} satisfies FeatureFlags;
