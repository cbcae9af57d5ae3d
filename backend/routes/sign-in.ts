import "server-only";
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import {
  invalidCredentialsMessage,
  lockedOutMessage,
  signInRequestSchema,
  type LockedOutError,
} from "@/shared/contracts/sign-in";
import { signInAttemptsBeforeLockout } from "@/shared/constants";
import { partnerOrigin } from "@/platform/partner-origin";
import type { AppEnv } from "../context";
import { enforceLimit, rateLimit, reserveSlot } from "../middleware/rate-limit";
import { startSession } from "../middleware/session";
import { validate } from "../middleware/validate";
import { clientAddressOf } from "../security/request-address";
import { rememberSignInDevice, signedInHereBefore } from "../security/sign-in-device";
import { countMemberEvent } from "../metrics/registry";
import { passedHumanCheck } from "../services/human-check/require-human-check";
import { getMember } from "../services/members/get-member";
import { sendLockoutMail } from "../services/members/send-lockout-mail";
import { signIn, type LockPass, type SignInResult } from "../services/members/sign-in";
import { publicRoute } from "../middleware/stacks";

export const signInRoutes = new Hono<AppEnv>();

// Per IP: generous enough for a household behind one address, far below what guessing needs.
const perIp = rateLimit({ bucket: "sign-in", limit: 20, windowMs: 15 * 60_000 });
// Per account, across every IP: a distributed guesser still meets a wall before the lockout resets.
const perAccount = { limit: 10, windowMs: 15 * 60_000 };
// Wrong passwords per address, across emails: two lockouts' worth, so one address cannot lock
// accounts in bulk, while a household that mistypes a few times never meets it.
const failuresPerAddress = { limit: signInAttemptsBeforeLockout * 2, windowMs: 15 * 60_000 };

// POST /api/Members/SignIn – sign a direct-enrollment member in with email and password
signInRoutes.post("/Members/SignIn", perIp, validate("json", signInRequestSchema), publicRoute, async (c) => {
  const partner = c.get("partner");
  // SSO partners sign in at their identity provider; partners without enrollment have no members.
  if (partner.effective.enrollmentType !== "direct") throw new HTTPException(404, { message: "Not Found" });
  const { email, password, rememberMe, gRecaptchaResponse } = c.req.valid("json");
  const partnerCode = partner.config.code;
  const db = c.get("db");
  // The owner's own browser gets past a lock someone else's guesses set (sign-in-device.ts).
  const lockPass: LockPass = {
    signedInHereBefore: (memberId) => signedInHereBefore(c, partnerCode, memberId),
    humanCheckPassed: () => passedHumanCheck(gRecaptchaResponse, { db }),
  };
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
    result = await signIn(db, { partnerCode, email, password, lockPass });
  } catch (error) {
    // Refused by the account's limit, or broken: no wrong password to count.
    await failure.release();
    throw error;
  }
  // Only wrong passwords spend the address's budget (a locked account's answer counts as one).
  if (result.kind === "signed-in") await failure.release();
  else if (result.lockedNow.length > 0) {
    // Not awaited: the answer (and its timing) must be the same whether an account was locked,
    // and so emailed, or an email without an account was.
    void sendLockoutMail(db, {
      partner: partner.effective,
      origin: partnerOrigin(partner.effective),
      memberIds: result.lockedNow,
    });
  }
  if (result.kind === "invalid") return c.json({ error: invalidCredentialsMessage }, 401);
  if (result.kind === "locked") {
    return c.json(
      {
        error: lockedOutMessage,
        code: "locked",
        lockedUntil: result.lockedUntil.toISOString(),
        ...(result.passWithHumanCheck ? { passWithHumanCheck: true } : {}),
      } satisfies LockedOutError,
      403,
    );
  }
  countMemberEvent("sign-in");
  rememberSignInDevice(c, partnerCode, result.memberId);
  await startSession(c, { memberId: result.memberId, publicId: result.publicId }, rememberMe);
  const member = await getMember(db, { partnerCode, memberId: result.memberId });
  return c.json({ member });
});
