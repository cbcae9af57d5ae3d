import "server-only";
import { createMiddleware } from "hono/factory";
import { HTTPException } from "hono/http-exception";
import type { AppEnv } from "../context";

/**
 * Calls that exist only where the product keeps accounts with passwords: direct enrollment.
 * SSO partners' members are their program's, and partners without enrollment have none (404).
 */
export const directEnrollmentOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (c.get("partner").effective.enrollmentType !== "direct")
    throw new HTTPException(404, { message: "Not Found" });
  await next();
});
