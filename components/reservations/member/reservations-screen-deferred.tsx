"use client";

import { deferredScreen } from "../../account/deferred-screen";

// Shown only to a known member (account-frame.tsx): its code loads with the page's start, after
// hydration, instead of in its first-load bundle (deferred-screen.tsx).
export const ReservationsScreen = deferredScreen(
  import("./reservations-screen").then((module) => module.ReservationsScreen),
);
