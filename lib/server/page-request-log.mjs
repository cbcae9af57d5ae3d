// One log line and one metric observation for every request scripts/serve.mjs answers without
// the backend: pages, their data (RSC), server actions, static files, images, and the 400s the
// server script answers itself. /api requests get their id here but are logged and measured by
// the backend's request log (backend/middleware/request-log.ts), which knows their route pattern
// and partner. Plain JavaScript: the server script imports it before anything is compiled, and
// it imports no package, since the image holds only the packages Next's bundles need.
// docs/decisions/0054.
import { pageMetricsGlobalKey } from "../../platform/page-metrics-observer.mjs";
import { pageCacheStatusHeader } from "./page-cache.mjs";
import { decideRequestId, requestIdHeader, trustedRequestIdHeader } from "../../platform/request-id.mjs";

/** A path is logged whole up to this length: enough for any page of ours, not for a flood. */
const maxPathLength = 256;

/** Paths of files served as they are (the ones proxy.ts never sees). */
const staticPrefixes = ["/_next/static/", "/images/", "/fonts/", "/serwist/", "/bench/", "/favicon.ico"];

/** The path as asked, without its query: a query can carry a token, an email or a search. */
export function loggedPath(url) {
  const path = String(url ?? "/").split(/[?#]/)[0] || "/";
  return path.length > maxPathLength ? `${path.slice(0, maxPathLength)}…` : path;
}

/** What kind of request it is: the metric's label and a log field, never the path itself. */
export function requestKind(path, headers) {
  if (path === "/api" || path.startsWith("/api/")) return "api";
  if (path.startsWith("/_next/image")) return "image";
  if (staticPrefixes.some((prefix) => path.startsWith(prefix))) return "static";
  if (headers["next-action"]) return "action";
  if (headers.rsc === "1") return "page-data";
  return "page";
}

/** Whether the page cache answered: its header on the answer, "bypass" when it never looked. */
function pageCacheOutcome(value) {
  return value === "hit" || value === "miss" ? value : "bypass";
}

/** A bounded set of method labels, whatever a client sends. */
function methodLabel(method) {
  return ["GET", "HEAD", "POST"].includes(method) ? method : "OTHER";
}

/**
 * Hands one observation to the histogram backend/metrics/registry.ts registered under
 * pageMetricsGlobalKey (platform/page-metrics-observer.mjs), with bounded labels (method, kind,
 * status, page-cache outcome; never the path: cardinality, and paths carry ids). Dropped when no
 * histogram is there (a server started without the app's instrumentation).
 */
export function observePageRequest(labels, durationSeconds) {
  globalThis[pageMetricsGlobalKey]?.(
    {
      method: methodLabel(labels.method),
      kind: labels.kind,
      status: String(labels.status),
      cache: labels.cache,
    },
    durationSeconds,
  );
}

/**
 * `track(req, res)`, called first for every request: decides its id (a trusted proxy's
 * X-Request-Id when `trustProxy`, else a new one), puts it where the code behind reads it (both
 * request headers of platform/request-id.mjs) and on the answer, and when the answer is done
 * writes one "request" line (id, method, path without query, kind, status, duration, page-cache
 * outcome) and observes the histogram. `handedToBackend()` leaves both to the backend.
 */
export function createRequestLog({
  write,
  observe = observePageRequest,
  trustProxy = false,
  level = "info",
  now = () => performance.now(),
}) {
  const logsInfo = !["warn", "error", "silent"].includes(level);
  return function track(req, res) {
    const started = now();
    const requestId = decideRequestId({ offered: req.headers[requestIdHeader], trustProxy });
    req.headers[requestIdHeader] = requestId;
    req.headers[trustedRequestIdHeader] = requestId;
    res.setHeader(requestIdHeader, requestId);
    const method = req.method ?? "GET";
    const path = loggedPath(req.url);
    const kind = requestKind(path, req.headers);
    let loggedByBackend = false;
    res.once("close", () => {
      if (loggedByBackend) return;
      const durationMs = Math.round((now() - started) * 10) / 10;
      const aborted = !res.writableFinished;
      const status = res.statusCode;
      const pageCache = pageCacheOutcome(res.getHeader(pageCacheStatusHeader));
      observe({ method, kind, status: aborted ? "aborted" : status, cache: pageCache }, durationMs / 1000);
      if (!logsInfo) return;
      write("info", "request", {
        requestId,
        method,
        path,
        kind,
        status,
        durationMs,
        pageCache,
        ...(aborted ? { aborted: true } : {}),
      });
    });
    return {
      handedToBackend() {
        loggedByBackend = true;
      },
    };
  };
}
