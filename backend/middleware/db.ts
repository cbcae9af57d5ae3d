import "server-only";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../context";

/**
 * Opens the database for the routes that use it. Routes without data (CSRF, content) never
 * touch it, so rendering pages at build time never opens the embedded database.
 */
export const withDb = createMiddleware<AppEnv>(async (c, next) => {
  c.set("db", await c.get("deps").getDb());
  await next();
});
