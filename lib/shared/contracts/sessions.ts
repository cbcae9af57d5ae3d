import { z } from "zod";

/** POST /api/Member/Sessions/RevokeOthers answer: how many other sessions were ended. */
export const revokeOtherSessionsResponseSchema = z.object({ revoked: z.number().int().nonnegative() });
export type RevokeOtherSessionsResponse = z.infer<typeof revokeOtherSessionsResponseSchema>;

/**
 * The readable cookie holding a member session's expiry (ms since epoch). The session itself is
 * sealed and HttpOnly; this one only tells the browser and the proxy that a session may be live,
 * and when to warn. The API still verifies every session.
 */
export const sessionExpiryCookieName = "session_expires_at";

/** The expiry a cookie value names while it lies ahead of `now`; undefined for none or past. */
export function liveSessionExpiry(cookieValue: string | undefined, now: number): number | undefined {
  if (cookieValue === undefined || !/^\d{1,16}$/.test(cookieValue)) return undefined;
  const expiresAt = Number(cookieValue);
  return expiresAt > now ? expiresAt : undefined;
}
