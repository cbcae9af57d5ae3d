import "server-only";
import { createMiddleware } from "hono/factory";
import type { AppDeps, AppEnv } from "../context";

/** Puts the process's database on the context (opened once; tests inject their own). */
export function dbMiddleware(deps: AppDeps) {
  return createMiddleware<AppEnv>(async (c, next) => {
    c.set("db", await deps.getDb());
    await next();
  });
}
