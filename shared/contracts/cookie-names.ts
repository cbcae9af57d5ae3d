/**
 * Names and readers the browser's shell needs on every page, apart from the contracts' schemas,
 * so that importing them costs no zod in the page's first-load JavaScript (docs/performance.md, Bundles). The
 * contract files re-export them beside their schemas.
 */

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

/**
 * Readable marker of an emulated session: its value is the emulation id. The banner reads it; it
 * grants nothing (the sealed session says whether a session is emulated).
 */
export const emulationCookieName = "rewards_emulation";

/** The header mutating calls carry the CSRF token in (GET /api/CSRF answers the token). */
export const csrfHeaderName = "X-XSRF-TOKEN";
