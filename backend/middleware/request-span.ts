import "server-only";
import {
  context,
  propagation,
  SpanKind,
  SpanStatusCode,
  trace,
  type TextMapGetter,
} from "@opentelemetry/api";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../context";
import { tracer } from "../telemetry/tracer";
import { routeLabel } from "./route-label";

const fromHeaders: TextMapGetter<Headers> = {
  get: (headers, key) => headers.get(key) ?? undefined,
  keys: (headers) => [...headers.keys()],
};

/**
 * One span per API request, named by method and route pattern (never the raw path), so its
 * database spans have a parent. Inside Next the route handler's own span is active and this one
 * is its child; on its own (`npm run backend`) it is the server span and continues the trace of
 * the caller's `traceparent` header (a web instance with REWARDS_API_URL). docs/decisions/0054.
 */
export const requestSpan = createMiddleware<AppEnv>(async (c, next) => {
  const active = context.active();
  const insideAnotherSpan = trace.getSpan(active) !== undefined;
  const parent = insideAnotherSpan ? active : propagation.extract(active, c.req.raw.headers, fromHeaders);
  const method = c.req.method;
  await tracer().startActiveSpan(
    `${method} /api`,
    {
      kind: insideAnotherSpan ? SpanKind.INTERNAL : SpanKind.SERVER,
      attributes: { "http.request.method": method },
    },
    parent,
    async (span) => {
      try {
        await next();
      } finally {
        const route = routeLabel(c);
        const status = c.res.status;
        span.updateName(`${method} ${route}`);
        span.setAttributes({
          "http.route": route,
          "http.response.status_code": status,
          "rewards.request_id": (c.var as Partial<typeof c.var>).requestId ?? "",
        });
        if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
        span.end();
      }
    },
  );
});
