import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { sessionCookieName } from "@/shared/contracts/sessions";
import { cacheRole, createPageCache, pageCacheStatusHeader } from "./page-cache.mjs";
import { normalizedApiQuery, requestTargetForNext, sessionCookie } from "./page-sharing.mjs";

// The anonymous merchant search is served from the page cache in front of Next; a member's never
// enters it and is never served to anyone else (docs/decisions/0062).

const search = "/api/v2/Merchants/Search";

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

let server: Server | undefined;
afterEach(async () => {
  const running = server;
  server = undefined;
  if (!running) return;
  running.closeAllConnections();
  await new Promise((resolve) => running.close(resolve));
});

/**
 * The search route as the backend answers it (backend/routes/merchants.ts): a member's answer
 * carries their name and is private; an anonymous one is public for a minute and varies on
 * Cookie. Every answer is numbered, so a copy served again shows.
 */
function searchRoute(): (req: IncomingMessage, res: ServerResponse) => void {
  let n = 0;
  return (req, res) => {
    n += 1;
    const member = /rewards_session=([^;]+)/.exec(req.headers.cookie ?? "")?.[1];
    res.setHeader("content-type", "application/json");
    if (member) {
      res.setHeader("cache-control", "private, no-store");
    } else {
      res.setHeader("cache-control", "public, s-maxage=60, stale-while-revalidate=300");
      res.setHeader("vary", "Cookie");
    }
    res.end(JSON.stringify({ answer: n, for: member ?? "anyone", url: req.url }));
  };
}

/** A real server with the server script's two steps in front: the target Next gets, then the cache. */
async function serve(
  app: (req: IncomingMessage, res: ServerResponse) => void,
  cacheControlOverride?: string,
): Promise<(path: string, headers?: Record<string, string>) => Promise<Answer>> {
  const cache = createPageCache({ ttlMs: 10_000 });
  server = createServer((req, res) => {
    req.url = requestTargetForNext(req.url);
    void cache.serve(req, res, (innerReq, innerRes) => {
      if (cacheControlOverride) {
        const setHeader = innerRes.setHeader.bind(innerRes);
        innerRes.setHeader = (name, value) =>
          setHeader(name, name.toLowerCase() === "cache-control" ? cacheControlOverride : value);
      }
      app(innerReq, innerRes);
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

/** A request as the cache sees it, for its decision alone. */
function requestFor(url: string, headers: Record<string, string> = {}, method = "GET"): IncomingMessage {
  return { method, url, headers } as unknown as IncomingMessage;
}

describe("the server script's decision for a search request", () => {
  it("names the session cookie the backend sets", () => {
    expect(sessionCookie).toBe(sessionCookieName);
  });

  it("serves an anonymous search from the cache and lets anything personal through", () => {
    expect(cacheRole(requestFor(`${search}?location=Chicago`))).toBe("api");
    expect(cacheRole(requestFor(`${search}?location=Chicago`, { cookie: "consent=yes" }))).toBe("api");
    expect(cacheRole(requestFor(`${search}?x=1`, { cookie: `a=b; ${sessionCookie}=sealed` }))).toBe("bypass");
    expect(cacheRole(requestFor(`${search}?x=1`, { cookie: "rewards_emulation=n" }))).toBe("bypass");
    expect(cacheRole(requestFor(`${search}?x=1`, { authorization: "Bearer t" }))).toBe("bypass");
    expect(cacheRole(requestFor(`${search}?x=1`, {}, "POST"))).toBe("bypass");
    // Other API answers depend on the visitor: never cached.
    expect(cacheRole(requestFor("/api/v2/Merchants/m-000001"))).toBe("bypass");
    expect(cacheRole(requestFor("/api/Member"))).toBe("bypass");
    // A page keeps its own rule: the session cookie does not change a shared page.
    expect(cacheRole(requestFor("/how-it-works", { cookie: `${sessionCookie}=sealed` }))).toBe("page");
  });

  it("keys a search by its query in one spelling: sorted, Next's noise dropped", () => {
    expect(normalizedApiQuery("?pageSize=20&location=Chicago%2C%20IL&_rsc=abc")).toBe(
      "?location=Chicago%2C+IL&pageSize=20",
    );
    expect(normalizedApiQuery("?location=Chicago,+IL&nxtProute=v2&pageSize=20")).toBe(
      "?location=Chicago%2C+IL&pageSize=20",
    );
    // A repeated parameter keeps its values' order: they may mean different things.
    expect(normalizedApiQuery("?b=2&a=1&b=1")).toBe("?a=1&b=2&b=1");
    expect(normalizedApiQuery("?_rsc=1")).toBe("");
    expect(requestTargetForNext(`${search}?pageSize=20&location=X`)).toBe(`${search}?location=X&pageSize=20`);
    // Other API requests reach the backend exactly as they came.
    expect(requestTargetForNext("/api/Member?b=1&a=2")).toBe("/api/Member?b=1&a=2");
  });
});

describe("anonymous search answers in the page cache", () => {
  it("answers an anonymous search again from memory, for any spelling of the same query", async () => {
    const get = await serve(searchRoute());
    const first = await get(`${search}?pageSize=20&location=Chicago`);
    const again = await get(`${search}?location=Chicago&pageSize=20&_rsc=x1`, { cookie: "consent=yes" });
    expect(first.headers[pageCacheStatusHeader]).toBe("miss");
    expect(again.headers[pageCacheStatusHeader]).toBe("hit");
    expect(again.body).toBe(first.body);
    // Another query or host is another answer.
    expect((await get(`${search}?location=Boston&pageSize=20`)).body).not.toBe(first.body);
    const otherHost = await get(`${search}?location=Chicago&pageSize=20`, { host: "greenleaf.localhost" });
    expect(otherHost.headers[pageCacheStatusHeader]).toBe("miss");
  });

  it("never serves a member's search to another visitor, nor an anonymous copy to a member", async () => {
    const get = await serve(searchRoute());
    const query = `${search}?location=Chicago&pageSize=20`;
    const member = await get(query, { cookie: `${sessionCookie}=alice` });
    expect(JSON.parse(member.body)).toMatchObject({ for: "alice" });
    expect(member.headers[pageCacheStatusHeader]).toBeUndefined();
    // The next anonymous visitor gets a fresh anonymous answer, not Alice's.
    const anonymous = await get(query);
    expect(JSON.parse(anonymous.body)).toMatchObject({ for: "anyone" });
    expect(anonymous.headers[pageCacheStatusHeader]).toBe("miss");
    expect((await get(query)).headers[pageCacheStatusHeader]).toBe("hit");
    // Another member, with the anonymous copy in the cache, reaches the route for their own.
    const bob = await get(query, { cookie: `consent=yes; ${sessionCookie}=bob` });
    expect(JSON.parse(bob.body)).toMatchObject({ for: "bob" });
    expect(bob.headers[pageCacheStatusHeader]).toBeUndefined();
  });

  it("keeps no API answer that is not marked public, even one with s-maxage", async () => {
    const get = await serve(searchRoute(), "s-maxage=60");
    const query = `${search}?location=Chicago`;
    await get(query);
    const again = await get(query);
    expect(again.headers[pageCacheStatusHeader]).toBe("miss");
    expect(JSON.parse(again.body)).toMatchObject({ answer: 2 });
  });
});
