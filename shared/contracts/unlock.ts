import { z } from "zod";
import { text } from "./text";

/**
 * GET /api/Members/Unlock?id&until&sig: the link of the lockout email. `id` is the member's
 * public id, `until` the lock it ends (epoch milliseconds), `sig` the server's HMAC over both.
 * Every answer is a 303 to the login page, whose `unlocked` says whether the lock ended: an
 * emailed link is opened in a browser, which should land on a page, never on JSON.
 */
export const unlockQuerySchema = z.object({
  id: text().min(1).max(80),
  until: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  sig: text().regex(/^[A-Za-z0-9_-]{43}$/),
});

/** Where the unlock link lands: the login page, saying whether the lock ended. */
export function unlockedLoginPath(ended: boolean): string {
  return `/login?unlocked=${ended ? "1" : "0"}`;
}
