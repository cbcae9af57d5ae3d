import "server-only";
import { randomUUID } from "node:crypto";
import { createMiddleware } from "hono/factory";
import { routePath } from "hono/route";
import { env } from "@/platform/env";
import type { AppEnv } from "../context";
import { logger } from "../../platform/logger";
import { observeRequest } from "../metrics/registry";

export const requestIdHeader = "X-Request-Id";

/** A proxy's request id is kept only when it looks like one: no spaces, quotes or control characters. */
const requestIdPattern = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Gives every request an id (the trusted proxy's X-Request-Id, or a new one), echoes it in the
 * answer, and logs one line when the answer leaves: method, route pattern (never the raw path,
 * which can carry ids and emails), status and duration. The same id is a 500's referenceId.
 */
export const requestLog = createMiddleware<AppEnv>(async (c, next) => {
  const started = performance.now();
  const offered = c.req.header(requestIdHeader);
  const requestId = env().TRUST_PROXY && offered && requestIdPattern.test(offered) ? offered : randomUUID();
  c.set("requestId", requestId);
  try {
    await next();
  } finally {
    c.header(requestIdHeader, requestId);
    const durationMs = Math.round((performance.now() - started) * 10) / 10;
    // The route that answered (after next(), routeIndex points at it), not the last that matched.
    const matched = routePath(c);
    // "/Member/:publicId{[A-Za-z0-9_]+-…}" → "/Member/:publicId": a label, not a regular expression.
    const route = matched.endsWith("*") ? "unmatched" : matched.replace(/(:\w+)\{.*?\}(?=\/|$)/g, "$1");
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
    });
  }
});
