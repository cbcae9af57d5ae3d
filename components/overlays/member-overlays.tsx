"use client";

import { CredentialsGuard } from "./credentials-guard";
import { SessionTimers } from "./session-timers";

/**
 * What only a signed-in member's page runs: the session timers and their warning, and the
 * guard that sends an account needing a new email to /fix_credentials. Loaded on demand
 * (member-only-overlays.tsx), so a visitor's page never downloads it.
 */
export function MemberOverlays() {
  return (
    <>
      <SessionTimers />
      <CredentialsGuard />
    </>
  );
}
