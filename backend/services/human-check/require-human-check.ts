import "server-only";
import type { Db } from "@/backend/db/client";
import { logger } from "@/platform/logger";
import type { HumanCheckFailure } from "./result";
import { verifyHumanCheck } from "./verify-human-check";

/**
 * A form's human check did not pass. The error handler answers it as 400 with the captcha
 * message on the form's gRecaptchaResponse field; the reason stays in the log.
 */
export class HumanCheckFailedError extends Error {
  constructor(readonly reason: HumanCheckFailure) {
    super("The human check did not pass");
    this.name = "HumanCheckFailedError";
  }
}

/**
 * Throws HumanCheckFailedError unless the human check passes. Why it failed is logged, never
 * told: a bot learns nothing from the answer.
 */
export async function requireHumanCheck(response: string, context: { readonly db: Db }): Promise<void> {
  const result = await verifyHumanCheck(response, { db: context.db });
  if (result.ok) return;
  logger.info("Human check failed", { reason: result.reason });
  throw new HumanCheckFailedError(result.reason);
}

/**
 * Whether an optional human check was sent and passes, for calls where a failed one changes the
 * answer rather than refusing the form (a sign-in past a lock). Logged as requireHumanCheck does.
 */
export async function passedHumanCheck(
  response: string | undefined,
  context: { readonly db: Db },
): Promise<boolean> {
  if (response === undefined) return false;
  const result = await verifyHumanCheck(response, { db: context.db });
  if (!result.ok) logger.info("Human check failed", { reason: result.reason });
  return result.ok;
}
