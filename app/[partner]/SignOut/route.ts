import { app } from "@/backend/app";
import { isFromAnotherOrigin } from "@/backend/security/fetch-site";
import { partnerFromParams, type PartnerParams } from "@/lib/server/routing/page-partner";

export const dynamic = "force-dynamic";

/**
 * Another site (or a sibling subdomain) linked or posted here: the member is asked, not signed out. A plain form that
 * posts back to this address from this site, so pressing the button is a same-origin request.
 */
function confirmPage(name: string): Response {
  const programName = name.replace(/[&<>"']/g, (ch) => `&#${String(ch.charCodeAt(0))};`);
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Sign out | ${programName}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;line-height:1.5">
<main><h1>Sign out?</h1><p>Another site sent you here. Sign out of ${programName} only if you meant to.</p>
<form method="post" action="/SignOut"><button type="submit" style="min-height:44px;padding:0 1.5rem;font:inherit;font-weight:700">Sign out</button></form>
<p><a href="/">Stay signed in and go home</a></p></main></body></html>`;
  return new Response(html, {
    status: 200,
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" },
  });
}

/** Ends the session through the backend, then goes home with a full page load. */
async function signOut(request: Request, params: PartnerParams): Promise<Response> {
  const partner = await partnerFromParams(params);
  // Sign-out is a link (spec), so another origin could link to it: such visits get a button.
  if (isFromAnotherOrigin(request.headers, request.url)) return confirmPage(partner.effective.programName);
  const headers = new Headers(request.headers);
  // The page-level check above passed; the backend's own check sees this as the site's request.
  headers.set("sec-fetch-site", "same-origin");
  headers.delete("origin");
  const backend = await app.fetch(
    new Request(new URL("/api/SignOut", request.url), { headers, method: "GET" }),
  );
  const answer = new Headers({ location: "/" });
  for (const cookie of backend.headers.getSetCookie()) answer.append("set-cookie", cookie);
  return new Response(null, { status: 303, headers: answer });
}

// GET /SignOut – the sign-out address (a link in the header and menus)
export function GET(request: Request, { params }: { params: PartnerParams }): Promise<Response> {
  return signOut(request, params);
}

// POST /SignOut – the confirmation page's button
export function POST(request: Request, { params }: { params: PartnerParams }): Promise<Response> {
  return signOut(request, params);
}
