import "server-only";
import { Hono } from "hono";
import { env } from "@/platform/env";
import type { ApiError } from "@/shared/contracts/errors";
import type { AppEnv } from "../context";
import { metrics } from "../metrics/registry";
import { bearerMatches } from "../security/bearer-token";

export const metricsRoutes = new Hono<AppEnv>();

// GET /api/metrics – Prometheus text format for the scraper holding METRICS_TOKEN (Authorization:
// Bearer …); 401 without it, and 404 where no token is configured (metrics off).
metricsRoutes.get("/metrics", async (c) => {
  const token = env().METRICS_TOKEN;
  if (!token) return c.json({ error: "Not Found" } satisfies ApiError, 404);
  if (!bearerMatches(c.req.header("authorization"), token)) {
    c.header("WWW-Authenticate", 'Bearer realm="metrics"');
    return c.json({ error: "Unauthorized" } satisfies ApiError, 401);
  }
  const { registry } = metrics();
  return c.body(await registry.metrics(), 200, { "Content-Type": registry.contentType });
});
