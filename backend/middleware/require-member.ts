import "server-only";
import { createMiddleware } from "hono/factory";
import { HTTPException } from "hono/http-exception";
import type { AppEnv } from "../context";
import { touchSession } from "./session";

/** Answers 401 without a live member session; slides the session forward on each call. */
export const requireMember = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get("session").memberId) throw new HTTPException(401, { message: "Sign in to continue" });
  await touchSession(c);
  await next();
});
