import "server-only";
import { Hono } from "hono";
import type { AppEnv } from "../context";
import { readiness } from "../services/health/readiness";

/**
 * Health endpoints for load balancers and orchestrators. Mounted before the partner, session and
 * CSRF middleware: they answer on any host, carry no cookies and count against no rate limit.
 */
export const healthRoutes = new Hono<AppEnv>();

// GET /api/health – the process is up and serving; touches no database, so it stays cheap.
healthRoutes.get("/health", (c) => c.json({ status: "ok" }));

// GET /api/ready – 200 only when the database answers with a current schema, Redis answers (when
// configured) and the instance is not stopping; 503 otherwise, naming each failing check.
healthRoutes.get("/ready", async (c) => {
  const checks = await readiness(c.get("deps"));
  const ready = checks.every((check) => check.ok);
  return c.json({ status: ready ? "ready" : "unready", checks }, ready ? 200 : 503);
});
