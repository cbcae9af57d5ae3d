import "server-only";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { HTTPException } from "hono/http-exception";
import type { AppEnv } from "../context";
import { credentialsStillHold } from "../services/sessions/read-sealed-session";
import { endSession, touchSession } from "./session";

/**
 * Answers 401 without a live member session; slides the session forward on each call. A session
 * whose credential stamp is stale (the password changed since it began, or the member is gone)
 * ends here, so a reset password signs out every other browser and app.
 */
export const requireMember = createMiddleware<AppEnv>(async (c, next) => {
  const session = c.get("session");
  if (!session.memberId) throw new HTTPException(401, { message: "Sign in to continue" });
  const stamp = await credentialsStillHold(await c.get("deps").getDb(), session);
  if (!stamp) {
    await endSession(c);
    throw new HTTPException(401, { message: "Sign in to continue" });
  }
  // Resealed below with the current key, and with its stamp under that key too, so a session
  // carried through a rotation window outlives the window (docs/decisions/0053).
  if (stamp !== session.credentialStamp) c.set("session", { ...session, credentialStamp: stamp });
  await touchSession(c);
  await next();
});

/** The signed-in member a service call is about, on this partner; for routes behind requireMember. */
export function memberScope(c: Context<AppEnv>): { partnerCode: string; memberId: string } {
  return { partnerCode: c.get("partner").config.code, memberId: c.get("session").memberId ?? "" };
}

/**
 * For a service that found no member behind a session requireMember let through (the account
 * was closed meanwhile): the session ends with it, and the call is answered 401.
 */
export async function memberGone(c: Context<AppEnv>): Promise<never> {
  await endSession(c);
  throw new HTTPException(401, { message: "Sign in to continue" });
}
