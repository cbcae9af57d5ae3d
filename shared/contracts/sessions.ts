import { z } from "zod";

/** POST /api/Member/Sessions/RevokeOthers answer: how many other sessions were ended. */
export const revokeOtherSessionsResponseSchema = z.object({ revoked: z.number().int().nonnegative() });
export type RevokeOtherSessionsResponse = z.infer<typeof revokeOtherSessionsResponseSchema>;

/** The sealed, HttpOnly session cookie (backend/middleware/session.ts): the browser cannot read it. */
export const sessionCookieName = "rewards_session";

/**
 * When this browser's session last ended. An answer already on its way when the member signed
 * out (a member fetch that slides the session, say) arrives after the sign-out and sets the
 * session cookie again; a session that started before this time is therefore signed out. The
 * value is no secret: deleting it only brings back a session the browser itself held.
 */
export const signedOutAtCookieName = "rewards_signed_out_at";

// Zod-free, for the browser shell (cookie-names.ts).
export { liveSessionExpiry, sessionExpiryCookieName } from "./cookie-names";
