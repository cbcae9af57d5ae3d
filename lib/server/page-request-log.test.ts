import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createPageCache } from "./page-cache.mjs";
import { pageMetricsGlobalKey } from "@/platform/page-metrics-observer.mjs";
import {
  createRequestLog,
  observePageRequest,
  requestKind,
  type PageRequestLabels,
} from "./page-request-log.mjs";

type Line = Record<string, unknown>;
type App = (req: IncomingMessage, res: ServerResponse) => void;

let server: Server | undefined;
async function stopServer(): Promise<void> {
  const running = server;
  server = undefined;
  if (!running) return;
  running.closeAllConnections();
  await new Promise((resolve) => running.close(resolve));
}
afterEach(stopServer);

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A real HTTP server doing what scripts/serve.mjs does with each request: track it first, leave
 * /api to the backend's log, then the page cache in front of the app.
 */
async function serve(app: App, options: { trustProxy?: boolean; level?: string } = {}) {
  const lines: Line[] = [];
  const observed: PageRequestLabels[] = [];
  const track = createRequestLog({
    write: (level, message, fields) => lines.push({ level, message, ...fields }),
    observe: (labels, seconds) => {
      expect(seconds).toBeGreaterThanOrEqual(0);
      observed.push(labels);
    },
    ...options,
  });
  const cache = createPageCache({ ttlMs: 10_000 });
  const running = createServer((req, res) => {
    const tracked = track(req, res);
    if ((req.url ?? "").startsWith("/api/")) tracked.handedToBackend();
    void cache.serve(req, res, (innerReq, innerRes) => {
      app(innerReq, innerRes);
      return Promise.resolve();
    });
  });
  server = running;
  await new Promise<void>((resolve) => running.listen(0, "127.0.0.1", resolve));
  const { port } = running.address() as AddressInfo;
  const call = async (path: string, headers: Record<string, string> = {}) => {
    const before = lines.length;
    const response = await fetch(`http://127.0.0.1:${String(port)}${path}`, { headers });
    await response.text();
    // The line is written when the server closes the answer, just after the client has it.
    for (let wait = 0; wait < 50 && lines.length === before && !path.startsWith("/api/"); wait += 1)
      await new Promise((resolve) => setTimeout(resolve, 10));
    return { response, line: lines.length > before ? lines.at(-1) : undefined };
  };
  return { call, lines, observed };
}

const privatePage: App = (_req, res) => {
  res.writeHead(200, { "content-type": "text/html", "cache-control": "private, no-store" });
  res.end("<p>yours</p>");
};
const sharedPage: App = (_req, res) => {
  res.writeHead(200, { "content-type": "text/html", "cache-control": "s-maxage=60" });
  res.end("<p>everyone's</p>");
};

describe("the page request log", () => {
  it("logs a page with its id, status, duration and page-cache outcome, never its query", async () => {
    const { call } = await serve(privatePage);
    const { response, line } = await call("/search?email=jane.doe%40example.com&token=s3cret-value");
    const requestId = response.headers.get("x-request-id");
    expect(requestId).toMatch(uuid);
    expect(line).toMatchObject({
      level: "info",
      message: "request",
      requestId,
      method: "GET",
      path: "/search",
      kind: "page",
      status: 200,
      pageCache: "miss",
    });
    expect(line?.durationMs).toEqual(expect.any(Number));
    expect(JSON.stringify(line)).not.toMatch(/jane|example\.com|s3cret|token|email/);
  });

  it("logs a page the cache answers as a hit, with an id of its own, not the first visitor's", async () => {
    const { call } = await serve(sharedPage);
    const first = await call("/");
    const second = await call("/");
    expect(first.line).toMatchObject({ pageCache: "miss", status: 200 });
    expect(second.line).toMatchObject({ pageCache: "hit", status: 200 });
    const secondId = second.response.headers.get("x-request-id");
    expect(secondId).toMatch(uuid);
    expect(secondId).not.toBe(first.response.headers.get("x-request-id"));
    expect(second.line?.requestId).toBe(secondId);
  });

  it("hands the id to the app behind, replacing a client's own unless a trusted proxy offered it", async () => {
    const seen: (string | string[] | undefined)[] = [];
    const app: App = (req, res) => {
      seen.push(req.headers["x-rewards-request-id"], req.headers["x-request-id"]);
      privatePage(req, res);
    };
    const direct = await serve(app);
    const forged = await direct.call("/", { "x-request-id": "chosen-by-client" });
    const decided = forged.response.headers.get("x-request-id");
    expect(decided).toMatch(uuid);
    expect(seen).toEqual([decided, decided]);

    await stopServer();
    seen.length = 0;
    const proxied = await serve(app, { trustProxy: true });
    const offered = await proxied.call("/", { "x-request-id": "lb-1234.abcd" });
    expect(offered.response.headers.get("x-request-id")).toBe("lb-1234.abcd");
    expect(offered.line?.requestId).toBe("lb-1234.abcd");
    const malformed = await proxied.call("/", { "x-request-id": "two words" });
    expect(malformed.response.headers.get("x-request-id")).toMatch(uuid);
    expect(seen).toEqual([
      "lb-1234.abcd",
      "lb-1234.abcd",
      expect.stringMatching(uuid),
      expect.stringMatching(uuid),
    ]);
  });

  it("leaves /api to the backend's own log, with the id decided here", async () => {
    const seen: (string | string[] | undefined)[] = [];
    const { call, lines, observed } = await serve((req, res) => {
      seen.push(req.headers["x-rewards-request-id"]);
      res.writeHead(200, { "content-type": "application/json" });
      res.end("{}");
    });
    const { response } = await call("/api/v2/Merchants/Search?location=10036");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(lines).toEqual([]);
    expect(observed).toEqual([]);
    expect(seen).toEqual([response.headers.get("x-request-id")]);
  });

  it("measures by method, kind, status and cache outcome, never by path", async () => {
    const { call, observed } = await serve(sharedPage);
    await call("/merchants/m-123?utm_source=mail");
    await call("/merchants/m-123?utm_source=mail");
    await call("/_next/static/chunks/app.js");
    expect(observed).toEqual([
      { method: "GET", kind: "page", status: 200, cache: "miss" },
      { method: "GET", kind: "page", status: 200, cache: "hit" },
      { method: "GET", kind: "static", status: 200, cache: "bypass" },
    ]);
  });

  it("hands observations to the histogram the app registered, with a bounded method label", () => {
    const received: unknown[] = [];
    vi.stubGlobal(pageMetricsGlobalKey, (labels: unknown, seconds: number) =>
      received.push({ labels, seconds }),
    );
    try {
      observePageRequest({ method: "PROPFIND", kind: "page", status: 405, cache: "bypass" }, 0.002);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(received).toEqual([
      { labels: { method: "OTHER", kind: "page", status: "405", cache: "bypass" }, seconds: 0.002 },
    ]);
    // Without one (a server started without the app's instrumentation), nothing happens.
    expect(() => {
      observePageRequest({ method: "GET", kind: "page", status: 200, cache: "hit" }, 0.001);
    }).not.toThrow();
  });

  it("writes no request line below LOG_LEVEL=info, and still measures", async () => {
    const { call, lines, observed } = await serve(privatePage, { level: "warn" });
    await call("/");
    for (let wait = 0; wait < 50 && observed.length === 0; wait += 1)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(lines).toEqual([]);
    expect(observed).toEqual([{ method: "GET", kind: "page", status: 200, cache: "miss" }]);
  });
});

describe("requestKind", () => {
  it("tells pages from their data, actions, images and static files", () => {
    expect(requestKind("/search", {})).toBe("page");
    expect(requestKind("/search", { rsc: "1" })).toBe("page-data");
    expect(requestKind("/account", { "next-action": "abc123" })).toBe("action");
    expect(requestKind("/_next/image", {})).toBe("image");
    expect(requestKind("/_next/static/chunks/a.js", {})).toBe("static");
    expect(requestKind("/fonts/inter.woff2", {})).toBe("static");
    expect(requestKind("/api/health", {})).toBe("api");
  });
});
