import "server-only";

/**
 * Which visitor paths a page answers, decided without data so proxy.ts can answer an unknown
 * path with the partner's not-found page and status 404 itself. A `notFound()` thrown while a
 * page renders gives Next 16's empty error shell, drawn in the browser only (docs/decisions/0007),
 * so the proxy must know before the page runs.
 */

/** Pages whose path is fixed (app/[partner]/…, route groups left out). Gates are checked apart. */
const fixedPagePaths: ReadonlySet<string> = new Set([
  "/",
  "/search",
  "/discover",
  "/how-it-works",
  "/earn",
  "/error",
  "/not_found",
  "/maintenance",
  "/offline",
  "/stgtools",
  "/join",
  "/login",
  "/activate",
  "/activate/activated",
  "/add_card",
  "/card_added",
  "/fix_credentials",
  "/recover",
  "/recover/confirm",
  "/recover/update",
  "/recover/success",
  "/surveys/success",
  "/surveys/error",
  "/reservations/manage",
  // Route handlers under app/[partner] and the card-entry frame outside it.
  "/Login",
  "/SignOut",
  "/preview",
  "/sitemap.xml",
  "/robots.txt",
  "/manifest.webmanifest",
  "/brand-icon",
  "/favicon.ico",
  "/apple-touch-icon.png",
  "/apple-touch-icon-precomposed.png",
  "/link-preview",
  "/card-entry",
]);

/**
 * Pages with a parameter: the merchant page (and its order dialog), the account center and the
 * sitemap's files (/sitemap.xml is their index).
 */
const patternPagePaths: readonly RegExp[] = [
  /^\/merchants\/[^/]+(?:\/Order)?$/,
  /^\/account(?:\/.*)?$/,
  /^\/sitemap\/(?:0|[1-9]\d{0,6})\.xml$/,
  // PNG icons and link previews (docs/decisions/0071): a preview's handler answers 404 itself for
  // a path no page has (a route handler's 404 is a plain answer, not Next's error shell).
  /^\/icons\/[a-z0-9-]+\.png$/,
  /^\/link-preview\/.+$/,
];

/** Next's own internals are never a visitor's page. */
function isFrameworkPath(pathname: string): boolean {
  return pathname.startsWith("/_next/");
}

/**
 * True when a page answers `pathname`: a fixed page, a parameterised one, or an editorial page
 * the partner's copy lists (`/earn/*`, configured paths). Everything else is the not-found page.
 */
export function isPagePath(pathname: string, editorialPaths: readonly string[]): boolean {
  return (
    fixedPagePaths.has(pathname) ||
    patternPagePaths.some((pattern) => pattern.test(pathname)) ||
    editorialPaths.includes(pathname) ||
    isFrameworkPath(pathname)
  );
}

/**
 * The canonical form of a page path that ends in a slash (public-and-shared §2: "the path
 * without trailing slash"), or null when the path is already canonical. /api paths keep their
 * slash: the spec's own content URL is /api/cms/pages/{name}/?page_size=100.
 */
export function canonicalPagePath(pathname: string): string | null {
  if (pathname === "/api" || pathname.startsWith("/api/")) return null;
  if (pathname.length <= 1 || !pathname.endsWith("/")) return null;
  return pathname.replace(/\/+$/, "") || "/";
}
