// The production server behind `npm start`: Next.js's request handler on a Node HTTP server of
// our own, for the three things `next start` cannot do:
// - the socket's address reaches the app (Next keeps a client-written X-Forwarded-For), in a
//   header only this server sets (platform/peer-address-header.mjs);
// - an address whose percent-encoding is malformed gets a 400 with the security headers, where
//   Next answers a bare 500;
// - pages Next marks `s-maxage` are answered again from memory for a few seconds, as a CDN would
//   (lib/server/page-cache.mjs, PAGE_CACHE_SECONDS, docs/decisions/0037), and so is an anonymous
//   visitor's merchant search, under its normalized query (docs/decisions/0062);
// - a page every visitor shares never sees a visitor's query, so no cached copy can carry one
//   visitor's URL to the next (lib/server/page-sharing.mjs, docs/decisions/0048);
// - every request gets an id (a trusted proxy's X-Request-Id, or a new one) that Next's render and
//   the backend log under, and every request the backend does not log itself (pages, page data,
//   static files) is logged and measured here (lib/server/page-request-log.mjs, docs/decisions/0054);
// - SIGTERM/SIGINT drain: /api/ready turns 503 at once; after SHUTDOWN_DELAY_SECONDS (0 by
//   default: time for a load balancer's health check to notice) stop accepting, finish requests
//   in flight (10 s at most), close the database and the local identity provider, exit 0.
// Plain JavaScript: it runs before anything is compiled. Usage: node scripts/serve.mjs [port]
import "./ensure-node.mjs";
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import next from "next";
import { createPageCache, pageCacheGlobalKey } from "../lib/server/page-cache.mjs";
import { createRequestLog } from "../lib/server/page-request-log.mjs";
import { requestTargetForNext } from "../lib/server/page-sharing.mjs";
import { peerAddressHeader } from "../platform/peer-address-header.mjs";
import { apiHeaders, pageHeaders, securitySettings } from "../lib/server/security-headers.mjs";

const drainTimeoutMs = 10_000;
const shutdownHooksKey = Symbol.for("rewards.shutdown-hooks");
// Read by GET /api/ready inside Next's bundles (backend/shutdown/hooks.ts keeps the same key).
const stoppingKey = Symbol.for("rewards.stopping");
const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const port = Number(process.argv[2] ?? process.env.PORT ?? 3000);

function log(level, message, fields = {}) {
  process.stdout.write(`${JSON.stringify({ level, time: new Date().toISOString(), message, ...fields })}\n`);
}

/** Whether the backend answers this request target (and so logs and measures it itself). */
function forBackend(url) {
  return url === "/api" || url.startsWith("/api/") || url.startsWith("/api?");
}

/** True when every percent-escape in the request target decodes. */
function wellFormed(url) {
  try {
    decodeURIComponent((url ?? "/").split("?")[0] ?? "/");
    return true;
  } catch {
    return false;
  }
}

function answerMalformed(req, res) {
  const settings = securitySettings();
  const headers = (req.url ?? "").startsWith("/api") ? apiHeaders(settings) : pageHeaders(settings);
  for (const { key, value } of headers) res.setHeader(key, value);
  res.writeHead(400, { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" });
  res.end("Bad request: the address is not valid.");
}

// In the standalone output (the Docker image) there is no next.config.ts: the build wrote the
// resolved configuration into required-server-files.json, as Next's own standalone server reads it.
const requiredServerFiles = join(root, ".next", "required-server-files.json");
const standaloneConfig = existsSync(join(root, "next.config.ts"))
  ? undefined
  : JSON.parse(readFileSync(requiredServerFiles, "utf8")).config;
if (standaloneConfig) {
  process.env.NODE_ENV = "production";
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(standaloneConfig);
}
const app = next({
  dev: false,
  dir: root,
  port,
  hostname: "localhost",
  ...(standaloneConfig ? { conf: standaloneConfig } : {}),
});
await app.prepare();
const handle = app.getRequestHandler();

/** Seconds a shared page stays in memory: PAGE_CACHE_SECONDS, 10 by default, 0 turns it off. */
function pageCacheSeconds() {
  const raw = process.env.PAGE_CACHE_SECONDS;
  if (raw === undefined || raw === "") return 10;
  const seconds = Number(raw);
  if (!Number.isInteger(seconds) || seconds < 0) {
    log("error", "PAGE_CACHE_SECONDS must be a whole number of seconds (0 turns the page cache off)");
    process.exit(1);
  }
  return seconds;
}
const pageCache = createPageCache({ ttlMs: pageCacheSeconds() * 1000 });

/**
 * Seconds the server keeps serving after SIGTERM with /api/ready at 503, before it stops
 * accepting connections: SHUTDOWN_DELAY_SECONDS, 0 by default. Behind a load balancer that
 * learns of a stopping instance only from its health check, set it above the check's interval.
 */
function shutdownDelaySeconds() {
  const raw = process.env.SHUTDOWN_DELAY_SECONDS;
  if (raw === undefined || raw === "") return 0;
  const seconds = Number(raw);
  if (!Number.isInteger(seconds) || seconds < 0 || seconds > 120) {
    log("error", "SHUTDOWN_DELAY_SECONDS must be a whole number of seconds from 0 to 120");
    process.exit(1);
  }
  return seconds;
}
const shutdownDelayMs = shutdownDelaySeconds() * 1000;
// The app empties it after revalidating cache tags (app/api/[[...route]]/route.ts).
globalThis[pageCacheGlobalKey] = pageCache;

// Its histogram is served by GET /api/metrics beside the API's (backend/metrics/registry.ts).
const trackRequest = createRequestLog({
  write: log,
  // The same reading as platform/env.ts's, which this script cannot import.
  trustProxy: process.env.TRUST_PROXY === "true" || process.env.TRUST_PROXY === "1",
  level: process.env.LOG_LEVEL,
});

let inFlight = 0;
const server = createServer((req, res) => {
  // First: even the 400 below is logged, with an id.
  const tracked = trackRequest(req, res);
  if (!wellFormed(req.url)) {
    answerMalformed(req, res);
    return;
  }
  // Whatever a client sent under this name is replaced by what the socket says.
  req.headers[peerAddressHeader] = req.socket.remoteAddress ?? "";
  // A shared page is handed its path alone: Next writes the address it renders for into the
  // document it keeps for everyone (lib/server/page-sharing.mjs, docs/decisions/0048).
  req.url = requestTargetForNext(req.url);
  // The backend logs what reaches it; an API answer the page cache gives is logged here.
  const toNext = forBackend(req.url)
    ? (innerReq, innerRes) => {
        tracked.handedToBackend();
        return handle(innerReq, innerRes);
      }
    : handle;
  inFlight += 1;
  res.once("close", () => {
    inFlight -= 1;
  });
  pageCache.serve(req, res, toNext).catch((error) => {
    log("error", "Request failed outside the app", { errorClass: error?.name ?? "Error" });
    if (!res.headersSent) res.writeHead(500);
    res.end();
  });
});

// Longer than the idle timeout of the proxies and clients in front (60 s is common): otherwise
// the server closes an idle keep-alive connection just as one of them sends on it, and that
// request fails with a reset connection.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

server.listen(port, () => {
  log("info", "Serving", { port });
});

let stopping = false;
async function stop(signal) {
  if (stopping) process.exit(1);
  stopping = true;
  globalThis[stoppingKey] = true;
  if (shutdownDelayMs > 0) {
    log("info", "Stopping: unready, still serving until the load balancer notices", {
      signal,
      seconds: shutdownDelayMs / 1000,
    });
    await new Promise((resolve) => setTimeout(resolve, shutdownDelayMs));
  }
  log("info", "Stopping: finishing requests in flight", { signal, inFlight });
  const closed = new Promise((resolve) => server.close(resolve));
  server.closeIdleConnections();
  const deadline = new Promise((resolve) => setTimeout(resolve, drainTimeoutMs).unref());
  await Promise.race([closed, deadline]);
  if (inFlight > 0) log("warn", "Requests still in flight at the deadline", { inFlight });
  server.closeAllConnections();
  for (const hook of globalThis[shutdownHooksKey] ?? []) {
    try {
      await hook();
    } catch (error) {
      log("warn", "A shutdown step failed", { errorClass: error?.name ?? "Error" });
    }
  }
  await app.close?.();
  log("info", "Stopped");
  process.exit(0);
}
process.once("SIGTERM", () => void stop("SIGTERM"));
process.once("SIGINT", () => void stop("SIGINT"));
