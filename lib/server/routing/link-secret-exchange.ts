import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { linkSecretCookieName, linkSecretMinutes, secretLinks } from "@/shared/contracts/link-secrets";

/**
 * A signed link's arrival: its secret parameters move into an httpOnly cookie that only the API
 * path spending them receives, and the visitor is sent on to the same page without them
 * (shared/contracts/link-secrets.ts, docs/decisions/0048). Null when the request carries no
 * secret to trade.
 */
export function linkSecretExchange(request: NextRequest): NextResponse | null {
  const { pathname, searchParams } = request.nextUrl;
  const link = secretLinks.find((candidate) => candidate.page === pathname);
  if (!link || !link.secretParams.some((name) => searchParams.has(name))) return null;

  const secret = new URLSearchParams();
  const kept = new URLSearchParams();
  for (const [name, value] of searchParams) {
    if (link.secretParams.includes(name)) secret.set(name, value);
    else kept.append(name, value);
  }
  const query = kept.toString();
  const redirect = NextResponse.redirect(new URL(`${pathname}${query ? `?${query}` : ""}`, request.url), 303);
  redirect.headers.set("cache-control", "private, no-store");
  // The address that carried the secret is never sent on as a Referer.
  redirect.headers.set("referrer-policy", "no-referrer");
  const cookie = linkSecretCookieName(link, link.keyParam ? searchParams.get(link.keyParam) : undefined);
  // A link whose key cannot name a cookie is not valid anyway: its secret is dropped, not kept.
  if (cookie) {
    redirect.cookies.set(cookie, secret.toString(), {
      httpOnly: true,
      sameSite: "strict",
      secure: request.nextUrl.protocol === "https:",
      path: link.apiPath,
      maxAge: linkSecretMinutes * 60,
    });
  }
  return redirect;
}
