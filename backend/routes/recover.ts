import "server-only";
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { HTTPException } from "hono/http-exception";
import {
  expiredLinkMessage,
  recoverRequestSchema,
  recoverTokenQuerySchema,
  recoverUpdateSchema,
  resetTokenSchema,
} from "@/shared/contracts/recover";
import { formMessages } from "@/shared/contracts/form-messages";
import { recoveryLink } from "@/shared/contracts/link-secrets";
import { partnerOrigin } from "@/platform/partner-origin";
import type { AppEnv } from "../context";
import { requireHumanCheck } from "../services/human-check/require-human-check";
import { enforceLimit, rateLimit } from "../middleware/rate-limit";
import { validate } from "../middleware/validate";
import { forgetLinkSecret, withLinkSecret } from "../security/link-secret";
import { findResetToken } from "../services/recovery/find-reset-token";
import { requestPasswordReset } from "../services/recovery/request-password-reset";
import { resetPassword } from "../services/recovery/reset-password";
import { publicRoute } from "../middleware/stacks";

export const recoverRoutes = new Hono<AppEnv>();

/** Recovery exists only where the product keeps passwords: direct-enrollment partners. */
const directOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (c.get("partner").effective.enrollmentType !== "direct")
    throw new HTTPException(404, { message: "Not Found" });
  await next();
});
recoverRoutes.use("/Members/Recover", directOnly);
recoverRoutes.use("/Members/Recover/*", directOnly);

// POST /api/Members/Recover – email a single-use link to set a new password (202 whether or not an account matched)
recoverRoutes.post(
  "/Members/Recover",
  rateLimit({ bucket: "recover", limit: 10, windowMs: 15 * 60_000 }),
  validate("json", recoverRequestSchema),
  publicRoute,
  async (c) => {
    const { emailOrPartnerNumber, gRecaptchaResponse } = c.req.valid("json");
    await requireHumanCheck(gRecaptchaResponse, { db: c.get("db") });
    const partner = c.get("partner").effective;
    // Per account as well, so one mailbox cannot be flooded from many addresses.
    await enforceLimit(c, `recover-account:${partner.code}:${emailOrPartnerNumber.toLowerCase()}`, {
      limit: 5,
      windowMs: 60 * 60_000,
    });
    await requestPasswordReset(c.get("db"), {
      partnerCode: partner.code,
      partnerName: partner.name,
      origin: partnerOrigin(partner),
      emailOrPartnerNumber,
    });
    return c.json({ accepted: true }, 202);
  },
);

// GET /api/Members/Recover/Token – whether a recovery link still works, before a new password is typed
// (the token is the query's, or the one the link traded for a cookie on arrival: docs/decisions/0048)
recoverRoutes.get(
  "/Members/Recover/Token",
  validate("query", recoverTokenQuerySchema),
  publicRoute,
  async (c) => {
    const { token } = withLinkSecret(c, recoveryLink, c.req.valid("query"));
    const found = token
      ? await findResetToken(c.get("db"), { partnerCode: c.get("partner").config.code, token })
      : null;
    return found ? c.json({ valid: true }) : c.json({ error: expiredLinkMessage }, 410);
  },
);

// POST /api/Members/Recover/Update – set the new password and spend the link
recoverRoutes.post(
  "/Members/Recover/Update",
  rateLimit({ bucket: "recover-update", limit: 20, windowMs: 15 * 60_000 }),
  validate("json", recoverUpdateSchema),
  publicRoute,
  async (c) => {
    const { password, ...given } = c.req.valid("json");
    const token = resetTokenSchema.safeParse(withLinkSecret(c, recoveryLink, given).token);
    if (!token.success) return c.json({ error: expiredLinkMessage }, 410);
    const result = await resetPassword(c.get("db"), {
      partnerCode: c.get("partner").config.code,
      token: token.data,
      password,
    });
    if (result === "invalid-token") return c.json({ error: expiredLinkMessage }, 410);
    if (result === "contains-partner-number") {
      return c.json(
        { error: "Invalid request", fields: { password: formMessages.passwordContainsPartnerNumber } },
        400,
      );
    }
    forgetLinkSecret(c, recoveryLink);
    return c.json({ updated: true });
  },
);
