"use client";

import { deferredScreen } from "./deferred-screen";

// Shown only to a known member (account-frame.tsx): drawn on the server, its code loads with the
// page's start instead of in its first-load bundle (deferred-screen.tsx).
export const ProfileScreen = deferredScreen(
  import("./profile-screen").then((module) => module.ProfileScreen),
);
