import "server-only";
import { randomUUID } from "node:crypto";
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ApiError } from "@/lib/contracts/errors";
import { logger } from "../logger";

/**
 * Known errors keep their status and message; anything else is logged with a reference id and
 * answered 500 with that id, so support can find the log line without the visitor ever seeing
 * a stack trace.
 */
export function handleError(error: Error, c: Context): Response {
  if (error instanceof HTTPException) {
    if (error.res) return error.res;
    const body: ApiError = { error: error.message || "Request failed" };
    return c.json(body, error.status);
  }
  const referenceId = randomUUID();
  logger.error("Unhandled error", {
    referenceId,
    method: c.req.method,
    path: new URL(c.req.url).pathname,
    error: error.message,
    stack: error.stack,
  });
  return c.json({ error: "Something went wrong", referenceId } satisfies ApiError, 500);
}

export function handleNotFound(c: Context): Response {
  return c.json({ error: "Not Found" } satisfies ApiError, 404);
}
