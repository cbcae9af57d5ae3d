import "server-only";
import { Hono } from "hono";
import { unlockedLoginPath, unlockQuerySchema } from "@/shared/contracts/unlock";
import type { AppEnv } from "../context";
import { directEnrollmentOnly } from "../middleware/direct-enrollment";
import { rateLimit } from "../middleware/rate-limit";
import { derivedKeyRing } from "../security/secrets";
import { unlockSignatureValid } from "../security/unlock-signature";
import { endLockout } from "../services/members/end-lockout";
import { publicRoute } from "../middleware/stacks";

export const unlockRoutes = new Hono<AppEnv>();

// Per address: a signature cannot be guessed, but nobody should get to try at speed.
const perIp = rateLimit({ bucket: "unlock", limit: 20, windowMs: 15 * 60_000 });

// GET /api/Members/Unlock?id&until&sig – the lockout email's link: ends the lock it was signed
// for, then 303 to /login?unlocked=1 (or =0 for a link that is spent, expired, altered or
// malformed: a link opened in a browser lands on a page, never on a JSON error)
unlockRoutes.get("/Members/Unlock", directEnrollmentOnly, perIp, publicRoute, async (c) => {
  const parsed = unlockQuerySchema.safeParse(c.req.query());
  const partnerCode = c.get("partner").config.code;
  let ended = false;
  if (parsed.success) {
    const { id: publicId, until, sig } = parsed.data;
    ended =
      unlockSignatureValid(derivedKeyRing("unlock"), { partnerCode, publicId, lockedUntil: until }, sig) &&
      (await endLockout(c.get("db"), { partnerCode, publicId, lockedUntil: new Date(until) }));
  }
  // The link carries a secret: nothing on the way may keep the answer.
  c.header("Cache-Control", "no-store");
  return c.redirect(unlockedLoginPath(ended), 303);
});
