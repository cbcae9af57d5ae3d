import "server-only";
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import {
  invalidCredentialsMessage,
  lockedOutMessage,
  signInRequestSchema,
} from "@/lib/shared/contracts/sign-in";
import { signInAttemptsBeforeLockout } from "@/lib/shared/constants";
import type { AppEnv } from "../context";
import { withDb } from "../middleware/db";
import { enforceLimit, rateLimit, reserveSlot } from "../middleware/rate-limit";
import { startSession } from "../middleware/session";
import { validate } from "../middleware/validate";
import { clientAddressOf } from "../security/request-address";
import { countMemberEvent } from "../metrics/registry";
import { getMember } from "../services/members/get-member";
import { signIn, type SignInResult } from "../services/members/sign-in";

export const signInRoutes = new Hono<AppEnv>();

// Per IP: generous enough for a household behind one address, far below what guessing needs.
const perIp = rateLimit({ bucket: "sign-in", limit: 20, windowMs: 15 * 60_000 });
// Per account, across every IP: a distributed guesser still meets a wall before the lockout resets.
const perAccount = { limit: 10, windowMs: 15 * 60_000 };
// Wrong passwords per address, across emails: two lockouts' worth, so one address cannot lock
// accounts in bulk, while a household that mistypes a few times never meets it.
const failuresPerAddress = { limit: signInAttemptsBeforeLockout * 2, windowMs: 15 * 60_000 };

// POST /api/Members/SignIn – sign a direct-enrollment member in with email and password
signInRoutes.post("/Members/SignIn", perIp, validate("json", signInRequestSchema), withDb, async (c) => {
  const partner = c.get("partner");
  // SSO partners sign in at their identity provider; partners without enrollment have no members.
  if (partner.effective.enrollmentType !== "direct") throw new HTTPException(404, { message: "Not Found" });
  const { email, password, rememberMe } = c.req.valid("json");
  const partnerCode = partner.config.code;
  // A failure is counted before the password is checked: parallel guesses cannot all pass a
  // cap that none of them has been counted against yet.
  const failure = await reserveSlot(
    c,
    `sign-in-failures:${partnerCode}:${clientAddressOf(c)}`,
    failuresPerAddress,
  );
  let result: SignInResult;
  try {
    await enforceLimit(c, `sign-in-account:${partnerCode}:${email}`, perAccount);
    result = await signIn(c.get("db"), { partnerCode, email, password });
  } catch (error) {
    // Refused by the account's limit, or broken: no wrong password to count.
    await failure.release();
    throw error;
  }
  // Only wrong passwords spend the address's budget (a locked account's answer counts as one).
  if (result.kind === "signed-in") await failure.release();
  if (result.kind === "invalid") return c.json({ error: invalidCredentialsMessage }, 401);
  if (result.kind === "locked") {
    return c.json(
      { error: lockedOutMessage, code: "locked", lockedUntil: result.lockedUntil.toISOString() },
      403,
    );
  }
  countMemberEvent("sign-in");
  await startSession(c, { memberId: result.memberId, publicId: result.publicId }, rememberMe);
  const member = await getMember(c.get("db"), { partnerCode, memberId: result.memberId });
  return c.json({ member });
});
