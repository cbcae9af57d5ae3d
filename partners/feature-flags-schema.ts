import { z } from "zod";
import { cardTypeCodes, enrollmentTypes, homePages } from "./schema";

// The ground floor imports nothing above it, so the shared contracts' text() is not at hand: flag
// strings come from committed configuration, and this refuses the same control characters.
// eslint-disable-next-line no-control-regex -- control characters are what this refuses
const controlCharacter = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const text = () => z.string().refine((value) => !controlCharacter.test(value), "Remove control characters.");

/** Sign-in and enrollment switches. */
export const authFlagsSchema = z
  .object({
    enrollmentType: z.enum(enrollmentTypes),
    hasAutoEnroll: z.boolean(),
    hasPPN: z.boolean(),
    hasSmsOptIn: z.boolean(),
    hasSmsOptInV2: z.boolean(),
    fullAddressRequired: z.boolean(),
    cardTypesAccepted: z.array(z.enum(cardTypeCodes)),
  })
  .partial()
  .strict();

/** Switches for the search filters a partner offers. */
export const filterFlagsSchema = z
  .object({
    acclaimedEnabled: z.boolean(),
    acclaimed2Enabled: z.boolean(),
    openTableReservationsEnabled: z.boolean(),
    hasMerchantFavorites: z.boolean(),
  })
  .partial()
  .strict();

/** Every other partner switch. */
export const partnerFeatureFlagsSchema = z
  .object({
    cmsPreview: z.boolean(),
    hasFlexOffers: z.boolean(),
    hasPartnerLoadedCards: z.boolean(),
    hasVIP: z.boolean(),
    hasDiscoverPage: z.boolean(),
    hasReservationBonus: z.boolean(),
    hasPWAInstallBanner: z.boolean(),
    showEarnRate: z.boolean(),
    appAnnouncementModal: z.boolean(),
    homePage: z.enum(homePages),
    generalModalType: text().nullable(),
    minimumAppVersion: text().regex(/^\d+(\.\d+)*$/),
  })
  .partial()
  .strict();

/** GET /api/feature-flags answer: overrides applied on top of the partner configuration. */
export const featureFlagsSchema = z.object({
  authFlags: authFlagsSchema,
  filters: filterFlagsSchema,
  partnerFeatureFlags: partnerFeatureFlagsSchema,
});
export type FeatureFlags = z.infer<typeof featureFlagsSchema>;
