import { NextResponse, type NextRequest } from "next/server";
import { sessionExpiryCookieName } from "@/lib/shared/contracts/sessions";
import { env } from "@/lib/server/env";
import { accountSignInRedirect } from "@/lib/server/routing/account-sign-in-gate";
import { isRouteAvailable } from "@/lib/server/routing/route-gates";
import { stgtoolsAccess, stgtoolsCookieName, stgtoolsTokenHeader } from "@/lib/server/routing/stgtools-access";
import { partnerForHost } from "@/partners/registry";

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
  return NextResponse.rewrite(target, { request: { headers } });
}

/** Answered on any host: load balancers and monitors call an instance by its own address. */
const hostFreeApiPaths = new Set(["/api/health", "/api/ready", "/api/metrics"]);

export function proxy(request: NextRequest): NextResponse {
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
    const upstream = env().REWARDS_API_URL;
    return upstream ? forwardToBackend(request, upstream, host) : NextResponse.next();
  }

  if (pathname.length > 1 && pathname.endsWith("/")) {
    const url = request.nextUrl.clone();
    url.pathname = pathname.replace(/\/+$/, "") || "/";
    return NextResponse.redirect(url, 308);
  }

  const code = partner.config.code;
  const url = request.nextUrl.clone();
  if (pathname === "/favicon.ico") {
    // Browsers ask for it without reading the page's icon links; answer the partner's monogram.
    url.pathname = `/${code}/brand-icon`;
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
    if (access.kind === "deny") {
      url.pathname = `/${code}/not_found`;
      url.search = "";
      return NextResponse.rewrite(url, { status: 404 });
    }
  }
  if (pathname === "/not_found" || !isRouteAvailable(pathname, partner.effective, env().APP_ENV)) {
    // The 404 status is set here, so the page renders its body on the server (docs/decisions/0007).
    url.pathname = `/${code}/not_found`;
    url.search = "";
    return NextResponse.rewrite(url, { status: 404 });
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
  // The card-entry frame has its own root layout outside [partner]: no site shell runs inside it.
  if (pathname === "/card-entry") return NextResponse.next();
  url.pathname = `/${code}${pathname === "/" ? "" : pathname}`;
  url.search = search;
  return NextResponse.rewrite(url);
}

export const config = {
  // Static assets and the service worker (one for every partner) skip the proxy; everything else
  // (pages, /api, the per-partner manifest and icon) passes it.
  matcher: ["/((?!_next/static|_next/image|images/|fonts/|bench/|serwist/).*)"],
};
