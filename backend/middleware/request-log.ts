import "server-only";
import { createMiddleware } from "hono/factory";
import { env } from "@/platform/env";
import {
  decideRequestId,
  requestIdHeader,
  trustedRequestIdHeader,
  wellFormedRequestId,
} from "@/platform/request-id.mjs";
import type { AppEnv } from "../context";
import { logger } from "../../platform/logger";
import { observeRequest } from "../metrics/registry";
import { sampledTraceId } from "../telemetry/trace-id";
import { routeLabel } from "./route-label";

/**
 * Gives every request an id, echoes it in the answer, and logs one line when the answer leaves:
 * method, route pattern (never the raw path, which can carry ids and emails), status, duration
 * and, when traced, the trace id. The id is the one the server in front decided
 * (scripts/serve.mjs, platform/request-id.mjs), else the trusted proxy's X-Request-Id, else a
 * new one. The same id is a 500's referenceId. Page requests are logged by scripts/serve.mjs.
 */
export const requestLog = createMiddleware<AppEnv>(async (c, next) => {
  const started = performance.now();
  const requestId =
    wellFormedRequestId(c.req.header(trustedRequestIdHeader)) ??
    decideRequestId({ offered: c.req.header(requestIdHeader), trustProxy: env().TRUST_PROXY });
  c.set("requestId", requestId);
  try {
    await next();
  } finally {
    c.header(requestIdHeader, requestId);
    const durationMs = Math.round((performance.now() - started) * 10) / 10;
    const route = routeLabel(c);
    const status = c.res.status;
    observeRequest({ method: c.req.method, route, status }, durationMs / 1000);
    logger.info("request", {
      requestId,
      // Unset on the host-free routes (health, metrics), which run before the partner is known.
      partner: (c.var as Partial<typeof c.var>).partner?.config.code ?? null,
      method: c.req.method,
      route,
      status,
      durationMs,
      traceId: sampledTraceId(),
    });
  }
});
