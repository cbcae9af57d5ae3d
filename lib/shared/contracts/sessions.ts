import { z } from "zod";

/** POST /api/Member/Sessions/RevokeOthers answer: how many other sessions were ended. */
export const revokeOtherSessionsResponseSchema = z.object({ revoked: z.number().int().nonnegative() });
export type RevokeOtherSessionsResponse = z.infer<typeof revokeOtherSessionsResponseSchema>;

// Zod-free, for the browser shell (cookie-names.ts).
export { liveSessionExpiry, sessionExpiryCookieName } from "./cookie-names";
