import { context, propagation } from "@opentelemetry/api";
import { NextResponse, type NextRequest } from "next/server";
import { logger } from "@/platform/logger";
import { sessionExpiryCookieName } from "@/shared/contracts/sessions";
import { env } from "@/platform/env";
import { merchantExists } from "@/lib/server/api/merchant-exists";
import { loadEditorialPathsAs } from "@/lib/server/content/editorial-copy";
import { accountSignInRedirect } from "@/lib/server/routing/account-sign-in-gate";
import { canonicalPagePath, isPagePath } from "@/lib/server/routing/page-paths";
import { newReferenceCode, referenceCodeHeader } from "@/lib/server/routing/reference-code";
import { isRouteAvailable } from "@/lib/server/routing/route-gates";
import { linkSecretExchange } from "@/lib/server/routing/link-secret-exchange";
import { missingMerchantHeader, readMissingMerchant } from "@/lib/server/routing/missing-merchant";
import { pageSharing } from "@/lib/server/page-sharing.mjs";
import { trustedRequestIdHeader, wellFormedRequestId } from "@/platform/request-id.mjs";
import { sitemapIndexParam } from "@/lib/server/seo/sitemap-files";
import {
  stgtoolsAccess,
  stgtoolsCookieName,
  stgtoolsTokenHeader,
} from "@/lib/server/routing/stgtools-access";
import { partnerForHost, type Partner } from "@/partners/registry";

/**
 * Every request starts here: the partner comes from the Host header; /api goes to the embedded
 * backend (or to REWARDS_API_URL); every page path is gated by the partner's effective
 * configuration and rewritten to /<partner>/<path>, so pages know their partner from params.
 */
const unknownHostPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Site not found</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.5">
<main><h1>This site is not configured</h1><p>No dining program is set up for this address. Check the link, or go to your program's own site.</p></main>
</body></html>`;

function forwardToBackend(request: NextRequest, upstream: string, host: string): NextResponse {
  const target = new URL(`${request.nextUrl.pathname}${request.nextUrl.search}`, upstream);
  const headers = new Headers(request.headers);
  // The backend resolves the partner from this header when TRUST_PROXY is set there.
  headers.set("x-forwarded-host", host);
  // The backend's spans continue this request's trace when tracing is on (docs/decisions/0054);
  // its X-Request-Id is already the one scripts/serve.mjs decided.
  propagation.inject(context.active(), headers, {
    set: (carrier, key, value) => {
      carrier.set(key, value);
    },
  });
  return NextResponse.rewrite(target, { request: { headers } });
}

/** Answered on any host: load balancers and monitors call an instance by its own address. */
const hostFreeApiPaths = new Set(["/api/health", "/api/ready", "/api/metrics"]);
const revalidatePath = "/api/Operations/Revalidate";
/** Icon addresses clients ask for by convention, and the partner's PNG icon each gets. */
const rootIconPaths: ReadonlyMap<string, string> = new Map([
  ["/favicon.ico", "favicon-32.png"],
  ["/apple-touch-icon.png", "apple-touch-icon.png"],
  ["/apple-touch-icon-precomposed.png", "apple-touch-icon.png"],
]);

/**
 * A status page's rewrite, with a reference code the page shows and this log line records, so
 * customer support can find what a visitor quotes.
 */
function withReference(
  request: NextRequest,
  url: NextRequest["nextUrl"],
  status: number,
  missingMerchant: string | null = null,
): NextResponse {
  const reference = newReferenceCode();
  logger.info("status page", {
    reference,
    requestId: wellFormedRequestId(request.headers.get(trustedRequestIdHeader)) ?? null,
    status,
    path: request.nextUrl.pathname,
  });
  const headers = new Headers(request.headers);
  headers.set(referenceCodeHeader, reference);
  // Only this proxy says which merchant a not-found page stands for (docs/decisions/0066).
  headers.delete(missingMerchantHeader);
  if (missingMerchant) headers.set(missingMerchantHeader, missingMerchant);
  return NextResponse.rewrite(url, { status, request: { headers } });
}

/**
 * The partner's not-found page with status 404, rendered on the server (docs/decisions/0007).
 * For a merchant path it names the merchant, so the page can offer restaurants near a removed
 * one (docs/decisions/0066).
 */
function notFoundRewrite(
  request: NextRequest,
  code: string,
  missingMerchant: string | null = null,
): NextResponse {
  const url = request.nextUrl.clone();
  url.pathname = `/${code}/not_found`;
  url.search = "";
  return withReference(request, url, 404, missingMerchant);
}

/** The id of a merchant page's path (also its /Order dialog), "" when it cannot be decoded. */
function merchantIdOf(pathname: string): string | null {
  const encoded = /^\/merchants\/([^/]+)(?:\/Order)?$/.exec(pathname)?.[1];
  if (encoded === undefined) return null;
  try {
    return decodeURIComponent(encoded);
  } catch {
    return "";
  }
}

/**
 * The app route a page path is rewritten to. Merchant pages live in a tree of their own, out
 * from under the partner layout's `dynamicParams = false`, so they can be static pages rendered
 * on first request (docs/decisions/0035); every other page is under /<partner>.
 */
function pageRoute(code: string, pathname: string): string {
  if (merchantIdOf(pathname) !== null) return `/merchant-page/${code}${pathname.slice("/merchants".length)}`;
  // The sitemap index is served by the files' static route (a sitemap.xml folder would be dynamic).
  if (pathname === "/sitemap.xml") return `/${code}/sitemap/${sitemapIndexParam}`;
  return `/${code}${pathname === "/" ? "" : pathname}`;
}

/** False only when the database says there is no such merchant; a failed lookup lets the page decide. */
async function merchantMayExist(merchantId: string): Promise<boolean> {
  if (!merchantId) return false;
  try {
    return await merchantExists(merchantId);
  } catch (error) {
    logger.warn("merchant lookup failed in the proxy", { error: String(error) });
    return true;
  }
}

/** Marks an answer as one visitor's own: no shared cache, and no browser cache, keeps it. */
function privateAnswer(response: NextResponse): NextResponse {
  response.headers.set("cache-control", "private, no-store");
  return response;
}

/** Draft mode's cookie: an editor previewing may open editorial pages that are drafts. */
const draftModeCookie = "__prerender_bypass";

/**
 * A path no page answers. The page would call notFound(), which Next 16 answers with an empty
 * shell drawn in the browser; decided here, the not-found page is rendered on the server.
 */
async function isUnknownPath(request: NextRequest, partner: Partner, pathname: string): Promise<boolean> {
  const merchantId = merchantIdOf(pathname);
  if (merchantId !== null) return !(await merchantMayExist(merchantId));
  if (isPagePath(pathname, [])) return false;
  // An editor previewing: checked against the draft copy, where their unpublished pages are.
  // Left to the page, an unknown path got Next's empty error shell (docs/decisions/0028).
  const preview = request.cookies.has(draftModeCookie);
  return !isPagePath(pathname, await loadEditorialPathsAs(partner, preview));
}

export async function proxy(request: NextRequest): Promise<NextResponse> {
  const host = request.headers.get("host") ?? request.nextUrl.host;
  if (hostFreeApiPaths.has(request.nextUrl.pathname)) {
    const upstream = env().REWARDS_API_URL;
    return upstream ? forwardToBackend(request, upstream, host) : NextResponse.next();
  }
  const partner = partnerForHost(host, env().DEFAULT_PARTNER);
  if (!partner) {
    return new NextResponse(unknownHostPage, {
      status: 404,
      headers: { "content-type": "text/html; charset=utf-8" },
    });
  }

  const { pathname, search } = request.nextUrl;
  if (pathname === "/api" || pathname.startsWith("/api/")) {
    // Revalidation expires this instance's Next cache, which a backend elsewhere does not hold.
    const upstream = pathname === revalidatePath ? undefined : env().REWARDS_API_URL;
    return upstream ? forwardToBackend(request, upstream, host) : NextResponse.next();
  }

  const canonical = canonicalPagePath(pathname);
  if (canonical) {
    // A plain URL: request.nextUrl remembers the trailing slash it was parsed with and would
    // write it back into the Location (a redirect to the same address).
    return NextResponse.redirect(new URL(`${canonical}${search}`, request.url), 308);
  }

  const code = partner.config.code;
  const url = request.nextUrl.clone();
  const rootIcon = rootIconPaths.get(pathname);
  if (rootIcon) {
    // Browsers (and iOS) ask for these without reading the page's icon links; answer the
    // partner's monogram as a PNG, which every one of them shows (docs/decisions/0071).
    url.pathname = `/${code}/icons/${rootIcon}`;
    return NextResponse.rewrite(url);
  }
  if (env().MAINTENANCE_MODE && !pathname.startsWith("/stgtools")) {
    url.pathname = `/${code}/maintenance`;
    url.search = `?from=${encodeURIComponent(pathname)}`;
    return NextResponse.rewrite(url, { status: 503, headers: { "retry-after": "600" } });
  }
  if (pathname === "/stgtools" || pathname.startsWith("/stgtools/")) {
    const access = stgtoolsAccess({
      appEnv: env().APP_ENV,
      token: env().STGTOOLS_TOKEN,
      header: request.headers.get(stgtoolsTokenHeader),
      cookie: request.cookies.get(stgtoolsCookieName)?.value,
      queryToken: request.nextUrl.searchParams.get("token"),
    });
    if (access.kind === "exchange") {
      // The token leaves the address bar (and history) at once; a digest of it stays as a cookie.
      const clean = request.nextUrl.clone();
      clean.searchParams.delete("token");
      const redirect = NextResponse.redirect(clean, 303);
      redirect.cookies.set(stgtoolsCookieName, access.cookieValue, {
        httpOnly: true,
        sameSite: "strict",
        secure: request.nextUrl.protocol === "https:",
        path: "/stgtools",
      });
      return redirect;
    }
    if (access.kind === "deny") return notFoundRewrite(request, code);
  }
  if (pathname === "/not_found" || !isRouteAvailable(pathname, partner.effective, env().APP_ENV)) {
    return notFoundRewrite(request, code);
  }
  if (await isUnknownPath(request, partner, pathname)) {
    return notFoundRewrite(request, code, readMissingMerchant(merchantIdOf(pathname)));
  }
  const signIn = accountSignInRedirect({
    pathname,
    search,
    enrollmentType: partner.effective.enrollmentType,
    expiryCookie: request.cookies.get(sessionExpiryCookieName)?.value,
    now: Date.now(),
  });
  if (signIn) {
    const target = request.nextUrl.clone();
    const [signInPath = "/", signInQuery = ""] = signIn.split("?");
    target.pathname = signInPath;
    target.search = signInQuery ? `?${signInQuery}` : "";
    return NextResponse.redirect(target, 307);
  }
  // A signed link's secret leaves the address before any page is drawn (docs/decisions/0048).
  const exchange = linkSecretExchange(request);
  if (exchange) return exchange;
  const sharing = pageSharing(pathname);
  // The card-entry frame has its own root layout outside [partner]: no site shell runs inside it.
  if (pathname === "/card-entry") return privateAnswer(NextResponse.next());
  url.pathname = pageRoute(code, pathname);
  // A shared page's query never reaches this far: scripts/serve.mjs hands it its path alone
  // (lib/server/page-sharing.mjs, docs/decisions/0048).
  url.search = search;
  if (pathname === "/error") return privateAnswer(withReference(request, url, 200));
  const response = NextResponse.rewrite(url);
  // A private page (an account page answered by the session cookie, a page reading its query or
  // a secret link) is kept by no shared cache, however static the page itself is (0037, 0048).
  return sharing === "private" ? privateAnswer(response) : response;
}

export const config = {
  // Static assets and the service worker (one for every partner) skip the proxy; everything else
  // (pages, /api, the per-partner manifest and icon) passes it.
  matcher: ["/((?!_next/static|_next/image|images/|fonts/|bench/|serwist/).*)"],
};
