import "server-only";
import { HTTPException } from "hono/http-exception";
import type { ApiError } from "@/lib/contracts/errors";
import { formMessages } from "@/lib/contracts/form-messages";
import type { Db } from "../db/client";
import { logger } from "../logger";
import { verifyHumanCheck } from "../services/human-check/verify-human-check";

/**
 * Throws 400 with the captcha message on the form's gRecaptchaResponse field unless the human
 * check passes. Why it failed is logged, never told: a bot learns nothing from the answer.
 */
export async function requireHumanCheck(response: string, db: Db): Promise<void> {
  const result = await verifyHumanCheck(response, { db });
  if (result.ok) return;
  logger.info("Human check failed", { reason: result.reason });
  const body: ApiError = {
    error: formMessages.captchaRequired,
    fields: { gRecaptchaResponse: formMessages.captchaRequired },
  };
  throw new HTTPException(400, {
    message: body.error,
    res: new Response(JSON.stringify(body), { status: 400, headers: { "content-type": "application/json" } }),
  });
}
