// A small shared cache for pages in front of Next's request handler (scripts/serve.mjs), doing
// what a CDN does in front of the product: a page Next marks `s-maxage` is the same for every
// visitor, so its bytes are kept in memory for a few seconds and answered again without running
// the proxy, the router or the app-page handler. Next's own page cache (ISR) stays the source of
// truth: an entry lives at most `ttlMs` (and never past its s-maxage), then the next request goes
// through to Next again while others still get the stale copy. docs/decisions/0037.
//
// Plain JavaScript: the server script imports it before anything is compiled. Only GET page
// requests take part, never in draft mode or an emulated session, and only 200 answers without
// Set-Cookie whose Cache-Control allows a shared cache. Of /api, whose answers may depend on the
// visitor, only the few paths page-sharing.mjs calls shared take part, never with the session
// cookie, and only an answer marked `public` is kept (docs/decisions/0062).
import { requestIdHeader } from "../../platform/request-id.mjs";
import { isSharedApiPath, sessionCookie } from "./page-sharing.mjs";
import { emulationCookie } from "./security-headers.mjs";

/** Where the running server's cache is found, so the app can empty it after revalidating tags. */
export const pageCacheGlobalKey = Symbol.for("rewards.page-cache");

/** The header telling tests and operators whether an answer came from this cache. */
export const pageCacheStatusHeader = "x-page-cache";

/**
 * Cookies that change a page's answer for the visitor who carries them, so their requests never
 * meet the cache: Next's draft mode (an editor previewing draft copy) and an emulated session
 * (its pages may be framed by the admin tool: other security headers, lib/server/security-headers.mjs).
 */
const personalCookies = ["__prerender_bypass", emulationCookie];

/**
 * Headers that describe one connection, one response's framing or one request (its id: a hit
 * carries its own, lib/server/page-request-log.mjs), never stored.
 */
const hopByHopHeaders = new Set([
  "connection",
  "keep-alive",
  "transfer-encoding",
  "date",
  "content-length",
  "age",
  pageCacheStatusHeader,
  requestIdHeader,
]);

/** Cookies that make an API answer the visitor's own: a signed-in member's session, and the above. */
const apiPersonalCookies = [...personalCookies, sessionCookie];

function carriesCookie(req, names) {
  const cookie = req.headers.cookie ?? "";
  return cookie.split(";").some((part) => names.some((name) => part.trim().startsWith(`${name}=`)));
}

/**
 * What the cache does with a request: "page" (a page it may answer and keep), "api" (a shared
 * API answer it may answer and keep, docs/decisions/0062) or "bypass" (straight to the app).
 */
export function cacheRole(req) {
  if (req.method !== "GET") return "bypass";
  const url = req.url ?? "/";
  const pathname = url.split("?")[0] ?? "/";
  const api = pathname === "/api" || pathname.startsWith("/api/");
  if (api && !isSharedApiPath(pathname)) return "bypass";
  // Build assets are files Next serves as they are (immutable), never shared pages.
  if (url.startsWith("/_next/static/")) return "bypass";
  if (req.headers.authorization || req.headers.range) return "bypass";
  // On-demand revalidation by Next itself, and editors in draft mode, must reach the app.
  if (req.headers["x-prerender-revalidate"]) return "bypass";
  // A member's API answer is their own (favourites): with a session cookie, even an expired
  // one, the request never meets a copy and its answer is never kept.
  if (carriesCookie(req, api ? apiPersonalCookies : personalCookies)) return "bypass";
  return api ? "api" : "page";
}

/** Whether an answer's Cache-Control names `public`, which an API answer needs to be kept. */
function isPublic(cacheControl) {
  return String(cacheControl ?? "")
    .toLowerCase()
    .split(",")
    .some((part) => part.trim() === "public");
}

/** Whether the cache may keep an answer with this status and these (lower-cased) headers. */
function answerKeepable(role, status, headers) {
  if (status !== 200 || headers["set-cookie"] !== undefined) return false;
  if (sharedMaxAge(headers["cache-control"]) === 0) return false;
  return role !== "api" || isPublic(headers["cache-control"]);
}

/** Seconds a shared cache may keep the answer, or 0 when it must not keep it. */
export function sharedMaxAge(cacheControl) {
  if (!cacheControl) return 0;
  const directives = String(cacheControl)
    .toLowerCase()
    .split(",")
    .map((part) => part.trim());
  if (directives.some((d) => d === "private" || d === "no-store" || d === "no-cache")) return 0;
  const sMaxAge = directives.find((d) => d.startsWith("s-maxage="));
  const seconds = Number(sMaxAge?.slice("s-maxage=".length));
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
}

/** Request header names (lower case) the answer varies on; null when it varies on everything. */
function varyNames(vary) {
  if (!vary) return [];
  const names = String(vary)
    .toLowerCase()
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  return names.includes("*") ? null : names;
}

function variantKey(req, names, role) {
  // A shared API answer varies on Cookie only to keep a member from an anonymous copy; every
  // request that meets this cache carries no session cookie, so its other cookies (consent,
  // analytics) must not split the copy per visitor.
  const value = (name) => (role === "api" && name === "cookie" ? "no session" : (req.headers[name] ?? ""));
  return names.map((name) => `${name}=${value(name)}`).join("\n");
}

/** Headers passed to writeHead, in either of Node's shapes, as lower-cased pairs. */
function headerPairs(headers) {
  if (!headers) return [];
  if (Array.isArray(headers)) {
    if (Array.isArray(headers[0])) return headers.map(([name, value]) => [String(name).toLowerCase(), value]);
    const pairs = [];
    for (let i = 0; i + 1 < headers.length; i += 2)
      pairs.push([String(headers[i]).toLowerCase(), headers[i + 1]]);
    return pairs;
  }
  return Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]);
}

function toBuffer(chunk, encoding) {
  if (chunk === undefined || chunk === null || typeof chunk === "function") return null;
  if (typeof chunk === "string") return Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8");
  return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
}

/**
 * @param {{ ttlMs: number, maxBytes?: number, maxEntryBytes?: number, now?: () => number }} options
 */
export function createPageCache({
  ttlMs,
  maxBytes = 64 * 1024 * 1024,
  maxEntryBytes = 2 * 1024 * 1024,
  now = Date.now,
}) {
  /** url key → { names, variants: Map<variant, entry> }; Map order is least recently used first. */
  const urls = new Map();
  let totalBytes = 0;
  // Bumped by purge(): an answer Next began before a purge may be stale and is not kept.
  let generation = 0;

  function remove(key, variant) {
    const slot = urls.get(key);
    const entry = slot?.variants.get(variant);
    if (!slot || !entry) return;
    totalBytes -= entry.body.length;
    slot.variants.delete(variant);
    if (slot.variants.size === 0) urls.delete(key);
  }

  function evict() {
    for (const [key, slot] of urls) {
      if (totalBytes <= maxBytes) return;
      for (const variant of [...slot.variants.keys()]) remove(key, variant);
    }
  }

  function store(key, req, role, status, headers, body) {
    const names = varyNames(headers.vary);
    if (names === null || !answerKeepable(role, status, headers)) return false;
    const maxAge = sharedMaxAge(headers["cache-control"]);
    if (body.length > maxEntryBytes) return false;
    const variant = variantKey(req, names, role);
    remove(key, variant);
    const slot = urls.get(key) ?? { names, variants: new Map() };
    slot.names = names;
    // Every later answer of this copy comes from a cache, whatever Next said of its first render.
    const stored = Object.entries(headers)
      .filter(([name]) => !hopByHopHeaders.has(name))
      .map(([name, value]) => (name === "x-nextjs-cache" ? [name, "HIT"] : [name, value]));
    const at = now();
    slot.variants.set(variant, {
      status,
      headers: stored,
      body,
      storedAt: at,
      freshUntil: at + Math.min(ttlMs, maxAge * 1000),
      refreshing: false,
    });
    urls.delete(key);
    urls.set(key, slot);
    totalBytes += body.length;
    evict();
    return true;
  }

  function answer(req, res, entry) {
    const age = Math.max(0, Math.floor((now() - entry.storedAt) / 1000));
    const etag = entry.headers.find(([name]) => name === "etag")?.[1];
    if (etag && req.headers["if-none-match"] === etag) {
      res.writeHead(304, { etag, age: String(age), [pageCacheStatusHeader]: "hit" });
      res.end();
      return;
    }
    // Flat name, value, name, value…: the one list form Node merges with headers the server
    // already set on this answer (its request id, lib/server/page-request-log.mjs).
    res.writeHead(entry.status, [
      ...entry.headers.flat(),
      "content-length",
      String(entry.body.length),
      "age",
      String(age),
      pageCacheStatusHeader,
      "hit",
    ]);
    res.end(entry.body);
  }

  /** Lets the request through to Next, keeping a copy of what it answers. */
  function passThrough(key, req, role, res, handle, onDone) {
    const startedIn = generation;
    let status = 200;
    let headStatus;
    let headHeaders = {};
    const chunks = [];
    let size = 0;
    let tooBig = false;
    const { writeHead, write, end } = res;
    // Decided once, at the first byte: only an answer this cache may keep is copied at all.
    let keeping;
    const mayKeep = () => {
      if (keeping === undefined) {
        const headers = { ...lowerCased(res.getHeaders()), ...headHeaders };
        keeping = answerKeepable(role, headStatus ?? res.statusCode, headers);
      }
      return keeping;
    };
    const keep = (chunk, encoding) => {
      if (tooBig || !mayKeep()) return;
      const buffer = toBuffer(chunk, encoding);
      if (!buffer) return;
      size += buffer.length;
      if (size > maxEntryBytes) {
        tooBig = true;
        chunks.length = 0;
        return;
      }
      chunks.push(Buffer.from(buffer));
    };
    res.writeHead = function (code, ...rest) {
      headStatus = code;
      const headers = typeof rest[0] === "string" ? rest[1] : rest[0];
      headHeaders = Object.fromEntries(headerPairs(headers));
      return writeHead.call(this, code, ...rest);
    };
    res.write = function (chunk, encoding, callback) {
      keep(chunk, encoding);
      return write.call(this, chunk, encoding, callback);
    };
    res.end = function (chunk, encoding, callback) {
      keep(chunk, encoding);
      return end.call(this, chunk, encoding, callback);
    };
    res.setHeader(pageCacheStatusHeader, "miss");
    res.once("finish", () => {
      status = headStatus ?? res.statusCode;
      const headers = { ...lowerCased(res.getHeaders()), ...headHeaders };
      const stored =
        !tooBig &&
        mayKeep() &&
        startedIn === generation &&
        store(key, req, role, status, headers, Buffer.concat(chunks));
      onDone(stored);
    });
    res.once("close", () => {
      if (!res.writableFinished) onDone(false);
    });
    return handle(req, res);
  }

  return {
    /** Answers from the cache when it can; otherwise calls `handle` and keeps what it answers. */
    serve(req, res, handle) {
      const role = ttlMs > 0 ? cacheRole(req) : "bypass";
      if (role === "bypass") return handle(req, res);
      // The request target as the server script normalized it (lib/server/page-sharing.mjs).
      const key = `${String(req.headers.host ?? "").toLowerCase()} ${req.url ?? "/"}`;
      const slot = urls.get(key);
      const variant = slot ? variantKey(req, slot.names, role) : undefined;
      const entry = variant === undefined ? undefined : slot?.variants.get(variant);
      if (entry && slot && (entry.freshUntil > now() || entry.refreshing)) {
        // Most recently used last, so the byte budget drops the pages nobody asks for.
        urls.delete(key);
        urls.set(key, slot);
        answer(req, res, entry);
        return Promise.resolve();
      }
      if (entry) entry.refreshing = true;
      return passThrough(key, req, role, res, handle, (stored) => {
        // A page that stopped being cacheable (a merchant removed: now a 404) leaves the cache.
        if (!stored && entry && variant !== undefined) remove(key, variant);
        else if (entry) entry.refreshing = false;
      });
    },
    /** Forgets every page: called after tags are revalidated, so edits show at once. */
    purge() {
      urls.clear();
      totalBytes = 0;
      generation += 1;
    },
    stats() {
      let entries = 0;
      for (const slot of urls.values()) entries += slot.variants.size;
      return { entries, bytes: totalBytes };
    },
  };
}

function lowerCased(headers) {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
}
