// Used by `npm run backend` (tsx): no "server-only" guard.
import type { Server } from "node:http";
import type { Http2Server } from "node:http2";
import { markStopping } from "./hooks";

/** How long requests in flight may take to finish once a stop is asked for. */
export const drainTimeoutMs = 10_000;

/**
 * On SIGTERM or SIGINT: stop accepting connections, let requests in flight finish (at most
 * drainTimeoutMs), run `onDrained` (close the database, flushing PGlite), and exit 0. A second
 * signal exits at once.
 */
export function drainOnSignal(
  server: Server | Http2Server,
  options: {
    onDrained: () => Promise<void>;
    log: (message: string, fields?: Record<string, unknown>) => void;
  },
): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    // GET /api/ready answers 503 from here on, before the drain (backend/services/health/readiness.ts).
    markStopping();
    options.log("Stopping: finishing requests in flight", { signal });
    const deadline = setTimeout(() => {
      options.log("Requests still in flight at the deadline: closing them", { timeoutMs: drainTimeoutMs });
      if ("closeAllConnections" in server) server.closeAllConnections();
    }, drainTimeoutMs);
    deadline.unref();
    server.close(() => {
      clearTimeout(deadline);
      void options
        .onDrained()
        .catch((error: unknown) => {
          options.log("Closing after drain failed", { error: String(error) });
        })
        .finally(() => process.exit(0));
    });
    // Idle keep-alive connections would hold close() open until they time out.
    if ("closeIdleConnections" in server) server.closeIdleConnections();
  };
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
}
