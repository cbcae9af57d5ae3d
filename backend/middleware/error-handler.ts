import "server-only";
import { randomUUID } from "node:crypto";
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ApiError } from "@/lib/shared/contracts/errors";
import { formMessages } from "@/lib/shared/contracts/form-messages";
import { logger } from "../logger";
import { HumanCheckFailedError } from "../services/human-check/require-human-check";
import { redactErrorMessage } from "./redact-error";

/**
 * Known errors keep their status and message; anything else is logged with a reference id and
 * answered 500 with that id, so support can find the log line without the visitor ever seeing
 * a stack trace. A failed human check is the form's captcha message on its gRecaptchaResponse field.
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
