import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createPageCache, pageCacheStatusHeader, sharedMaxAge, type PageCache } from "./page-cache.mjs";

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** What the app behind the cache answers: tests change it between requests. */
type App = (req: IncomingMessage, res: ServerResponse) => void;

let server: Server | undefined;
afterEach(async () => {
  const running = server;
  server = undefined;
  if (!running) return;
  running.closeAllConnections();
  await new Promise((resolve) => running.close(resolve));
});

/** A real HTTP server with the cache in front of `app`, as scripts/serve.mjs puts it. */
async function serve(
  cache: PageCache,
  app: () => App,
): Promise<(path: string, headers?: Record<string, string>) => Promise<Answer>> {
  server = createServer((req, res) => {
    void cache.serve(req, res, (innerReq, innerRes) => {
      app()(innerReq, innerRes);
      return Promise.resolve();
    });
  });
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return (path, headers = {}) =>
    new Promise((resolve, reject) => {
      const req = httpRequest(
        { host: "127.0.0.1", port, path, headers: { host: "harbor.localhost", ...headers } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => {
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks).toString("utf8"),
            });
          });
        },
      );
      req.on("error", reject);
      req.end();
    });
}

function page(body: string, headers: Record<string, string> = {}, status = 200): App {
  return (_req, res) => {
    res.setHeader("cache-control", "s-maxage=60, stale-while-revalidate=300");
    res.setHeader("vary", "rsc, Accept-Encoding");
    res.setHeader("content-type", "text/html; charset=utf-8");
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.statusCode = status;
    // Next writes pages in pieces and with writeHead; both must be kept.
    res.write(body.slice(0, 3));
    res.end(body.slice(3));
  };
}

describe("sharedMaxAge", () => {
  it("reads s-maxage and refuses what a shared cache may not keep", () => {
    expect(sharedMaxAge("s-maxage=60, stale-while-revalidate=31535940")).toBe(60);
    expect(sharedMaxAge("public, s-maxage=3600")).toBe(3600);
    expect(sharedMaxAge("private, no-cache, no-store, max-age=0, must-revalidate")).toBe(0);
    expect(sharedMaxAge("public, max-age=31536000, immutable")).toBe(0);
    expect(sharedMaxAge("s-maxage=60, private")).toBe(0);
    expect(sharedMaxAge(undefined)).toBe(0);
  });
});

describe("the page cache in front of Next", () => {
  it("answers a shared page again from memory, with the same headers and body", async () => {
    let version = "first version";
    const get = await serve(createPageCache({ ttlMs: 10_000 }), () =>
      page(version, { "content-security-policy": "default-src 'self'" }),
    );
    const first = await get("/");
    version = "second version";
    const second = await get("/");
    expect(first.headers[pageCacheStatusHeader]).toBe("miss");
    expect(second.headers[pageCacheStatusHeader]).toBe("hit");
    expect(second.body).toBe("first version");
    expect(second.headers["content-security-policy"]).toBe("default-src 'self'");
    expect(second.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(second.headers["content-length"]).toBe(String(Buffer.byteLength("first version")));
  });

  it("says a copy comes from a cache, even when Next had just rendered it", async () => {
    const get = await serve(createPageCache({ ttlMs: 10_000 }), () =>
      page("rendered", { "x-nextjs-cache": "MISS" }),
    );
    expect((await get("/merchants/m-000003")).headers["x-nextjs-cache"]).toBe("MISS");
    expect((await get("/merchants/m-000003")).headers["x-nextjs-cache"]).toBe("HIT");
  });

  it("keeps one copy per host and per value of the headers the answer varies on", async () => {
    const get = await serve(createPageCache({ ttlMs: 10_000 }), () => (req, res) => {
      page(`${req.headers.host ?? ""} ${String(req.headers.rsc ?? "html")}`)(req, res);
    });
    await get("/");
    await get("/", { rsc: "1" });
    await get("/", { host: "greenleaf.localhost" });
    expect((await get("/")).body).toBe("harbor.localhost html");
    expect((await get("/", { rsc: "1" })).body).toBe("harbor.localhost 1");
    expect((await get("/", { host: "greenleaf.localhost" })).body).toBe("greenleaf.localhost html");
  });

  it("never keeps private answers, answers with cookies, errors, or /api answers", async () => {
    let n = 0;
    const cases: Record<string, () => App> = {
      "/private": () => (_req, res) => {
        res.setHeader("cache-control", "private, no-store");
        res.end(`private ${String(n)}`);
      },
      "/cookie": () => page(`cookie ${String(n)}`, { "set-cookie": "a=b" }),
      "/missing": () => page(`missing ${String(n)}`, {}, 404),
      "/api/merchants": () => page(`api ${String(n)}`),
    };
    let path = "";
    const get = await serve(createPageCache({ ttlMs: 10_000 }), () => cases[path]?.() ?? page("?"));
    for (path of Object.keys(cases)) {
      n = 1;
      await get(path);
      n = 2;
      const again = await get(path);
      expect(again.body, path).toMatch(/ 2$/);
      expect(again.headers[pageCacheStatusHeader], path).not.toBe("hit");
    }
  });

  it("lets an emulated session through to the app, whose pages carry other security headers", async () => {
    const get = await serve(createPageCache({ ttlMs: 10_000 }), () => (req, res) => {
      const emulated = (req.headers.cookie ?? "").includes("rewards_emulation=");
      page("page", {
        "content-security-policy": emulated ? "frame-ancestors 'self' admin" : "frame-ancestors 'self'",
      })(req, res);
    });
    await get("/how-it-works");
    const emulated = await get("/how-it-works", { cookie: "rewards_emulation=n0nce" });
    expect(emulated.headers["content-security-policy"]).toBe("frame-ancestors 'self' admin");
    expect((await get("/how-it-works")).headers["content-security-policy"]).toBe("frame-ancestors 'self'");
  });

  it("lets an editor in draft mode through to the app", async () => {
    let version = "published";
    const get = await serve(createPageCache({ ttlMs: 10_000 }), () => page(version));
    await get("/");
    version = "draft";
    expect((await get("/", { cookie: "visitor=1; __prerender_bypass=abc" })).body).toBe("draft");
    expect((await get("/")).body).toBe("published");
  });

  it("goes back to the app once the entry is older than its time to live", async () => {
    let clock = 0;
    let version = "old";
    const get = await serve(createPageCache({ ttlMs: 5_000, now: () => clock }), () => page(version));
    await get("/");
    version = "new";
    clock = 4_999;
    expect((await get("/")).body).toBe("old");
    clock = 5_001;
    const refreshed = await get("/");
    expect(refreshed.body).toBe("new");
    expect(refreshed.headers[pageCacheStatusHeader]).toBe("miss");
    expect((await get("/")).body).toBe("new");
  });

  it("never keeps a page past its own s-maxage", async () => {
    let clock = 0;
    let version = "old";
    const get = await serve(createPageCache({ ttlMs: 60_000, now: () => clock }), () =>
      page(version, { "cache-control": "s-maxage=2" }),
    );
    await get("/");
    version = "new";
    clock = 2_500;
    expect((await get("/")).body).toBe("new");
  });

  it("forgets every page when purged, so a revalidated page is rendered again", async () => {
    const cache = createPageCache({ ttlMs: 10_000 });
    let version = "before the edit";
    const get = await serve(cache, () => page(version));
    await get("/merchants/m-000001");
    version = "after the edit";
    cache.purge();
    expect((await get("/merchants/m-000001")).body).toBe("after the edit");
  });

  it("drops a page that stopped being cacheable, such as a merchant now missing", async () => {
    let clock = 0;
    let status = 200;
    const get = await serve(createPageCache({ ttlMs: 1_000, now: () => clock }), () =>
      page(`status ${String(status)}`, {}, status),
    );
    await get("/merchants/m-000002");
    status = 404;
    clock = 2_000;
    expect((await get("/merchants/m-000002")).status).toBe(404);
    status = 200;
    const after = await get("/merchants/m-000002");
    expect(after.headers[pageCacheStatusHeader]).toBe("miss");
  });

  it("answers 304 to a conditional request for the page it holds", async () => {
    const get = await serve(createPageCache({ ttlMs: 10_000 }), () => page("body", { etag: '"v1"' }));
    await get("/");
    const conditional = await get("/", { "if-none-match": '"v1"' });
    expect(conditional.status).toBe(304);
    expect(conditional.body).toBe("");
  });

  it("stays within its byte budget, dropping the least recently used pages", async () => {
    const cache = createPageCache({ ttlMs: 10_000, maxBytes: 250 });
    const get = await serve(cache, () => (req, res) => {
      page(`${req.url ?? ""}:${"x".repeat(90)}`)(req, res);
    });
    await get("/a");
    await get("/b");
    await get("/a");
    await get("/c");
    expect(cache.stats().bytes).toBeLessThanOrEqual(250);
    expect((await get("/a")).headers[pageCacheStatusHeader]).toBe("hit");
    expect((await get("/b")).headers[pageCacheStatusHeader]).toBe("miss");
  });

  it("is off with a time to live of zero", async () => {
    let version = "one";
    const get = await serve(createPageCache({ ttlMs: 0 }), () => page(version));
    await get("/");
    version = "two";
    expect((await get("/")).body).toBe("two");
  });
});
