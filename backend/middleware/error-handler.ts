import "server-only";
import { randomUUID } from "node:crypto";
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { briefOutageMessage, type ApiError } from "@/shared/contracts/errors";
import { formMessages } from "@/shared/contracts/form-messages";
import { logger } from "../../platform/logger";
import { HumanCheckFailedError } from "../services/human-check/require-human-check";
import { RedisUnavailableError } from "../services/shared-state/redis-client";
import { redactErrorMessage } from "./redact-error";

/** Long enough for the client to reconnect (it retries every 2 s at most) and Redis to settle. */
const redisRetryAfterSeconds = 10;

/**
 * Known errors keep their status and message; anything else is logged with a reference id and
 * answered 500 with that id, so support can find the log line without the visitor ever seeing
 * a stack trace. A failed human check is the form's captcha message on its gRecaptchaResponse field.
 * A store in Redis that does not answer (rate limits, spent human checks) is a 503 with
 * Retry-After: the request is refused rather than let through unchecked, and the store's outage
 * was logged once where it was noticed (backend/services/shared-state/redis-client.ts).
 */
export function handleError(error: Error, c: Context): Response {
  if (error instanceof HTTPException) {
    if (error.res) return error.res;
    const body: ApiError = { error: error.message || "Request failed" };
    return c.json(body, error.status);
  }
  if (error instanceof HumanCheckFailedError) {
    const body: ApiError = {
      error: formMessages.captchaRequired,
      fields: { gRecaptchaResponse: formMessages.captchaRequired },
    };
    return c.json(body, 400);
  }
  if (error instanceof RedisUnavailableError) {
    c.header("Retry-After", String(redisRetryAfterSeconds));
    return c.json({ error: briefOutageMessage } satisfies ApiError, 503);
  }
  // The request's own id, so the visitor's reference finds the request's log lines too.
  const referenceId = (c.var as { requestId?: string }).requestId ?? randomUUID();
  // Never the stack or the raw message: a failed query's message holds its parameters.
  logger.error("Unhandled error", {
    referenceId,
    method: c.req.method,
    errorClass: error.name,
    error: redactErrorMessage(error.message),
  });
  return c.json({ error: "Something went wrong", referenceId } satisfies ApiError, 500);
}

export function handleNotFound(c: Context): Response {
  return c.json({ error: "Not Found" } satisfies ApiError, 404);
}
