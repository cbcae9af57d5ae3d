import "server-only";
import { createMiddleware } from "hono/factory";

/** API answers are data, never pages: no sniffing, no framing, and no caching of personal data. */
export const apiHeaders = createMiddleware(async (c, next) => {
  await next();
  c.header("X-Content-Type-Options", "nosniff");
  c.header("X-Frame-Options", "DENY");
  c.header("Referrer-Policy", "strict-origin-when-cross-origin");
  if (!c.res.headers.has("Cache-Control")) c.header("Cache-Control", "no-store");
});
