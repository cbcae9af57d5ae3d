import "server-only";
import { createMiddleware } from "hono/factory";
import type { ApiError } from "@/shared/contracts/errors";

/**
 * A path whose percent-encoding does not decode ("/api/%", "/api/%E0%A4%A") names nothing: 400,
 * with the security headers like every other answer, rather than a 404 that hides the mistake or
 * a decoding error deeper in that becomes a 500.
 */
export const malformedPath = createMiddleware(async (c, next) => {
  try {
    decodeURIComponent(new URL(c.req.url).pathname);
  } catch {
    return c.json(
      { error: "The address is not valid: its percent-encoding is malformed." } satisfies ApiError,
      400,
    );
  }
  await next();
});
