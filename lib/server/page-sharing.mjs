// Who may share a page's answer (docs/decisions/0048). A shared page is the same for every
// visitor: Next's cache (ISR, and Redis with REDIS_URL) and the page cache keep it. So it must
// never see the visitor's query: Next writes the address it rendered for into the document (the
// RSC payload's canonical URL), and the copy is served to everyone after. Our server
// (scripts/serve.mjs) hands a shared page its path alone; the page's scripts still read the
// address bar in the browser. A private page reads its query, a cookie or a secret link on the
// server: it is rendered for each request (its file exports `dynamic = "force-dynamic"`), the
// proxy marks it `private, no-store`, and it keeps its query.
//
// A few API answers are shared too (docs/decisions/0062): the anonymous merchant search depends on
// the host and its query alone, so the page cache keeps it under the normalized query; a request
// carrying the session cookie never meets that copy.
//
// Plain JavaScript: the server script imports it before anything is compiled.

const privatePages = new Set([
  // Read their query on the server.
  "/search",
  "/error",
  "/maintenance",
  "/card-entry",
  "/Login",
  "/preview",
  // Show a reference code made for this request.
  "/not_found",
  // Answer by the visitor's cookies.
  "/stgtools",
  "/SignOut",
  // Where secret links land (their secret is traded for a cookie on arrival): nothing of them
  // may be kept by any cache.
  "/activate",
  "/recover/update",
  "/reservations/manage",
]);

/** Account pages answer by the session cookie. */
function isAccountPath(pathname) {
  return pathname === "/account" || pathname.startsWith("/account/");
}

/** Not pages at all: the API answers per visitor, and build assets are files. */
function isPageRequest(pathname) {
  return !(pathname === "/api" || pathname.startsWith("/api/") || pathname.startsWith("/_next/"));
}

/**
 * The session cookie's name (shared/contracts/sessions.ts, which this plain script cannot import;
 * a test holds the two together).
 */
export const sessionCookie = "rewards_session";

/**
 * API paths whose anonymous answer is the same for every visitor on a host with the same query:
 * the route marks it `public, s-maxage` only when no member is signed in (backend/routes/merchants.ts).
 */
const sharedApiPaths = new Set(["/api/v2/Merchants/Search"]);

/** Whether an API path's anonymous answer may be shared (docs/decisions/0062). */
export function isSharedApiPath(pathname) {
  return sharedApiPaths.has(pathname);
}

/**
 * Query parameters Next adds itself and no route reads: the RSC cache-busting digest and the
 * dynamic-route parameters it copies into the query on a rewrite (`nxtP…`, `nxtI…`).
 */
function isNextNoise(name) {
  return name === "_rsc" || name.startsWith("nxtP") || name.startsWith("nxtI");
}

/**
 * A shared API request's query in one spelling: Next's noise dropped, parameters sorted by name
 * (a stable sort: a repeated parameter keeps its values' order), values encoded one way. Two
 * addresses the route reads alike get one cached copy.
 */
export function normalizedApiQuery(search) {
  const params = new URLSearchParams(search);
  for (const name of [...new Set(params.keys())]) if (isNextNoise(name)) params.delete(name);
  params.sort();
  const text = params.toString();
  return text === "" ? "" : `?${text}`;
}

/** "shared" or "private" for a page path as the visitor typed it. */
export function pageSharing(pathname) {
  return privatePages.has(pathname) || isAccountPath(pathname) ? "private" : "shared";
}

/** The paths this module calls private, for the test that holds each page file to it. */
export function privatePagePaths() {
  return [...privatePages];
}

/**
 * The query a shared page is given: only Next's own cache-busting `_rsc` (a digest of router
 * headers that Next checks, and no visitor's data).
 */
export function sharedPageQuery(search) {
  const rsc = new URLSearchParams(search).get("_rsc");
  return rsc === null ? "" : `?${new URLSearchParams({ _rsc: rsc }).toString()}`;
}

/**
 * The request target Next is handed for `url`: a shared page's without the visitor's query; a
 * shared API request's with its query normalized (so the page cache's key is exactly what the
 * route answered); anything else as it came. A path ending in a slash keeps its query: the proxy redirects it to
 * its canonical form with the query, which then comes back here.
 */
export function requestTargetForNext(url) {
  const target = url ?? "/";
  const queryAt = target.indexOf("?");
  if (queryAt === -1) return target;
  const pathname = target.slice(0, queryAt);
  if (isSharedApiPath(pathname)) return `${pathname}${normalizedApiQuery(target.slice(queryAt))}`;
  if (!isPageRequest(pathname) || pageSharing(pathname) === "private") return target;
  if (pathname.length > 1 && pathname.endsWith("/")) return target;
  return `${pathname}${sharedPageQuery(target.slice(queryAt))}`;
}
