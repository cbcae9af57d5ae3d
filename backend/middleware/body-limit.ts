import "server-only";
import { bodyLimit } from "hono/body-limit";
import type { ApiError } from "@/shared/contracts/errors";

/**
 * No API call needs more than this: the largest is a batch of encrypted card numbers (a few KiB).
 * Bodies are counted as they stream, so a missing or lying Content-Length does not get a larger
 * body read; over the limit the answer is 413 before any parsing.
 */
export const apiBodyLimitBytes = 64 * 1024;

export const apiBodyLimit = bodyLimit({
  maxSize: apiBodyLimitBytes,
  onError: (c) => c.json({ error: "The request body is too large." } satisfies ApiError, 413),
});
