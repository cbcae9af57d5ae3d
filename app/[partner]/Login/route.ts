import { getPartner } from "@/partners/registry";

// Reads its query (the return path): private to each request (docs/decisions/0048).
export const dynamic = "force-dynamic";

/**
 * /Login: where "Sign in", "Join" and the SSO modal send members of SSO partners (the spec's
 * capitalised path). It hands over to the backend, which starts the provider's sign-in; direct
 * partners' members are sent to their own /login form.
 */
export function GET(
  request: Request,
  { params }: { params: Promise<{ partner: string }> },
): Promise<Response> {
  return params.then(({ partner: code }) => {
    const sso = getPartner(code)?.effective.enrollmentType === "sso";
    const query = new URL(request.url).searchParams;
    const forward = new URLSearchParams();
    if (query.get("join") === "1") forward.set("join", "1");
    const returnTo = query.get("returnTo");
    if (returnTo) forward.set("returnTo", returnTo);
    const target = sso ? `/api/sso/login${forward.size ? `?${forward.toString()}` : ""}` : "/login";
    // A relative Location: this handler sees the rewritten internal URL, not the partner's host.
    return new Response(null, { status: 302, headers: { location: target, "cache-control": "no-store" } });
  });
}
