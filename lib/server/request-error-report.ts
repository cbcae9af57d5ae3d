import "server-only";
import type { Instrumentation } from "next";
import { logger } from "@/platform/logger";
import { redactErrorMessage } from "@/backend/middleware/redact-error";
import { sampledTraceId } from "@/backend/telemetry/trace-id";
import { trustedRequestIdHeader, wellFormedRequestId } from "@/platform/request-id.mjs";

type Report = Parameters<Instrumentation.onRequestError>;

/**
 * A server error Next caught while rendering a page, running a route handler or a server action,
 * or in proxy.ts (instrumentation.ts's onRequestError), as one line of the JSON log: the
 * request's id (the one scripts/serve.mjs decided, so the page's request line is found beside
 * it), the route pattern (never the path, which can carry a query or ids), and the error's
 * class, Next's digest (what the error page shows as its reference) and its message redacted as
 * the API's are (backend/middleware/redact-error.ts): never the stack, nor the raw message, which
 * can quote a query's parameters. docs/decisions/0054.
 */
export function reportRequestError(...[error, request, errorContext]: Report): void {
  const digest =
    typeof error === "object" && error !== null && "digest" in error && typeof error.digest === "string"
      ? error.digest
      : null;
  logger.error("Request failed in Next", {
    requestId: wellFormedRequestId(request.headers[trustedRequestIdHeader]) ?? null,
    method: request.method,
    routePath: errorContext.routePath,
    routeType: errorContext.routeType,
    errorClass: error instanceof Error ? error.name : typeof error,
    error: error instanceof Error ? redactErrorMessage(error.message) : null,
    digest,
    traceId: sampledTraceId(),
  });
}
