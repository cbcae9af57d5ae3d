import { sessionTimersArmWithinMs, sessionWarningBeforeMs } from "@/shared/constants";

/**
 * Session expiry timers (public-and-shared §4 Session): they arm only for a member with a
 * publicId whose expiry is within 24 hours (a 90-day remember-me session needs no countdown);
 * the warning shows one minute before expiry and the browser goes to /SignOut at expiry.
 */
export interface SessionTimers {
  readonly warnInMs: number;
  readonly expireInMs: number;
}

export function sessionTimers(
  publicId: string | null | undefined,
  expiresAtMs: number | null,
  nowMs: number,
): SessionTimers | null {
  if (!publicId || expiresAtMs === null || Number.isNaN(expiresAtMs)) return null;
  const remaining = expiresAtMs - nowMs;
  if (remaining > sessionTimersArmWithinMs) return null;
  return { warnInMs: Math.max(0, remaining - sessionWarningBeforeMs), expireInMs: Math.max(0, remaining) };
}
