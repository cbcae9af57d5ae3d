import type { FeatureFlags } from "@/lib/shared/contracts/feature-flags";

/** Flag overrides for this partner; what GET /api/feature-flags answers. */
export default {
  authFlags: {},
  filters: { acclaimedEnabled: true },
  partnerFeatureFlags: { appAnnouncementModal: true },
} satisfies FeatureFlags;
