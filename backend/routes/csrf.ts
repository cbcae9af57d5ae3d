import "server-only";
import { Hono } from "hono";
import type { CsrfResponse } from "@/shared/contracts/csrf";
import type { AppEnv } from "../context";
import { issueCsrfToken } from "../middleware/csrf";

export const csrfRoutes = new Hono<AppEnv>();

// GET /api/CSRF – issue a CSRF token bound to this visitor
csrfRoutes.get("/CSRF", (c) => {
  const body: CsrfResponse = { csrfToken: issueCsrfToken(c) };
  return c.json(body);
});
