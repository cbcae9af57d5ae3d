"use client";

import { deferredScreen } from "./deferred-screen";

// The overview shows only to a known member (account-frame.tsx): its parts load with the page's
// start, after hydration, instead of in its first-load bundle (deferred-screen.tsx).
const parts = import("./overview-parts");

export const OverviewGreeting = deferredScreen(parts.then((module) => module.OverviewGreeting));
export const MembershipSummary = deferredScreen(parts.then((module) => module.MembershipSummary));
export const OverviewLive = deferredScreen(parts.then((module) => module.OverviewLive));
export const ReferralLinkCard = deferredScreen(parts.then((module) => module.ReferralLinkCard));
