// Who may share a page's answer (docs/decisions/0048). A shared page is the same for every
// visitor: Next's cache (ISR, and Redis with REDIS_URL) and the page cache keep it. So it must
// never see the visitor's query: Next writes the address it rendered for into the document (the
// RSC payload's canonical URL), and the copy is served to everyone after. Our server
// (scripts/serve.mjs) hands a shared page its path alone; the page's scripts still read the
// address bar in the browser. A private page reads its query, a cookie or a secret link on the
// server: it is rendered for each request (its file exports `dynamic = "force-dynamic"`), the
// proxy marks it `private, no-store`, and it keeps its query.
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
 * The request target Next is handed for `url`: a shared page's without the visitor's query;
 * anything else as it came. A path ending in a slash keeps its query: the proxy redirects it to
 * its canonical form with the query, which then comes back here.
 */
export function requestTargetForNext(url) {
  const target = url ?? "/";
  const queryAt = target.indexOf("?");
  if (queryAt === -1) return target;
  const pathname = target.slice(0, queryAt);
  if (!isPageRequest(pathname) || pageSharing(pathname) === "private") return target;
  if (pathname.length > 1 && pathname.endsWith("/")) return target;
  return `${pathname}${sharedPageQuery(target.slice(queryAt))}`;
}
