/**
 * Business constants and limits of the specification (public-and-shared §9, account-center §9),
 * named once so that rules, tests and copy agree.
 */
export const sessionTimeoutMs = 900_000;
export const rememberMeMs = 7_776_000_000;
export const sessionWarningBeforeMs = 60_000;
export const sessionTimersArmWithinMs = 24 * 60 * 60 * 1000;
export const passwordMaxLength = 56;
export const csrfFallbackDelayMs = 35_000;
export const csrfPrefetchRetries = 5;
export const statusToastMs = 3_000;
export const homeEmailMaxLength = 50;
export const pageViewDelayMs = 500;
export const installBannerSnoozeDays = 30;
export const announcementDismissalSeconds = 86_400;
/**
 * A visit ends after this long without a page (the usual analytics session): the promotions it
 * has shown may come again in the next one (docs/decisions/0060).
 */
export const visitIdleMs = 30 * 60_000;
export const surveyDefaults = {
  cookieTimeoutDays: 90,
  delaySeconds: 0,
  closeTimeoutSeconds: 4,
  panelHeightPx: 450,
};
export const cardFrameLoadTimeoutMs = 20_000;
export const maxCardsPerSubmission = 12;
/** Live (not deleted) cards one member may have linked at once (account-center §9 leaves the value open). */
export const maxLinkedCards = 12;
export const sourceReferralCookieMinutes = 2_880;
export const bonusLocalCacheMs = 2_100_000;
export const newMemberBonusWindowHours = 2_160;
export const pendingReviewExpiryDays = 35;
export const reviewWindowDays = 35;
export const reviewEarliestDate = "2021-02-01";
export const missingRewardContactDays = 10;
export const lockoutMinutes = 30;
/** Wrong passwords in a row that lock an account for `lockoutMinutes` (the spec names no count). */
export const signInAttemptsBeforeLockout = 5;
/** How long a password-recovery link works (the spec names no length; an hour is the norm). */
export const passwordResetTokenMinutes = 60;
export const activityPageSize = 10;
export const paginationWindow = 5;
export const carouselPageSize = 15;
export const defaultLocation = { latitude: 40.7577, longitude: -73.9857, label: "New York, NY" } as const;
export const searchGeolocation = {
  timeout: 7_000,
  enableHighAccuracy: true,
  maximumAge: 0,
  refreshMs: 300_000,
  decimals: 2,
};
export const carouselGeolocation = { timeout: 5_000, enableHighAccuracy: false, maximumAge: 3_600_000 };
export const reservationDefaults = { time: "19:00", partySize: 2, pageSize: 5 } as const;
/** A table must be booked at least this long before the seating, as restaurants ask. */
export const reservationLeadMinutes = 30;
export const breakpoints = { sm: 451, md: 661, lg: 861, xl: 1050 } as const;
export const ratingMax = 5;
export const priceMax = 4;
export const loadingText = "Working on your request, please wait.";
export const pageLoaderText = "Do not refresh, loading more content.";
/** The rewards balance bar's breakpoint when the partner's copy names none (account-center §9). */
export const rewardBalanceBreakpointDollars = 20;
/** The rewards summary covers the last 12 months (account-center §9). */
export const rewardsSummaryMonths = 12;
