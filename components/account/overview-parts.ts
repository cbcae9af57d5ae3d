// The account overview's client parts, in one chunk that loads after hydration
// (overview-deferred.tsx).
export { MembershipSummary } from "./membership-summary";
export { OverviewGreeting } from "./overview-greeting";
export { OverviewLive } from "./overview-live";
export { ReferralLinkCard } from "./referral-link-card";
