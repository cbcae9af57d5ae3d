import "server-only";
import { Hono } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { HTTPException } from "hono/http-exception";
import * as client from "openid-client";
import { z } from "zod";
import { isProduction } from "@/platform/env";
import { signInDestination } from "@/shared/rules/sign-in-destination";
import type { AppEnv } from "../context";
import { logger } from "../../platform/logger";
import { rateLimit } from "../middleware/rate-limit";
import { sealWithRing, unsealWithRing } from "../security/sealed-data";
import { derivedKeyRing } from "../security/secrets";
import { startSession } from "../middleware/session";
import { signInWithSso } from "../services/members/sign-in-with-sso";
import { identityProviderAvailable, identityProviderFailed } from "../sso/identity-provider-status";
import { ssoRedirectUri } from "../sso/local-issuer";
import { oidcConfiguration } from "../sso/oidc-client";
import { publicRoute } from "../middleware/stacks";

export const ssoRoutes = new Hono<AppEnv>();

/** What must survive the trip to the provider: PKCE verifier, state, nonce and where to return. */
const pendingSignInSchema = z.object({
  verifier: z.string(),
  state: z.string(),
  nonce: z.string(),
  returnTo: z.string(),
  partnerCode: z.string(),
  /** The sign-in started from the join page: the visitor asked to enrol. */
  joining: z.boolean().default(false),
});
const pendingCookie = "rewards_sso";
const pendingTtlSeconds = 600;
/** A sign-in begun before a rotation of the secret finishes after it (docs/decisions/0053). */
const sealKeys = () => derivedKeyRing("sso-pending");

ssoRoutes.use("/sso/*", async (c, next) => {
  if (c.get("partner").effective.enrollmentType !== "sso")
    throw new HTTPException(404, { message: "Not Found" });
  await next();
});

/**
 * Where the member returns after the provider: the page that sent them (returnTo), the page they
 * came from (the Referer, only from this very host), else the account overview.
 */
function returnDestination(
  returnTo: string | undefined,
  referer: string | undefined,
  host: string | undefined,
) {
  let origin = "";
  if (referer && host && URL.canParse(referer)) {
    const url = new URL(referer);
    if (url.host === host) origin = url.origin;
  }
  return signInDestination({
    returnUrl: returnTo,
    referrer: origin ? referer : null,
    origin: origin || "null",
  });
}

const escapeHtml = (text: string) => text.replace(/[<>&"']/g, (ch) => `&#${String(ch.charCodeAt(0))};`);

/**
 * Where every sign-in button of the partner leads while its identity provider is down: a page
 * that says so (503, try again shortly) instead of a provider's error or a 500. Plain HTML with no
 * style or script, so the API's own content security policy serves it as it is.
 */
function signInUnavailable(programName: string): Response {
  const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sign-in is unavailable for now</title></head><body><main><h1>Sign-in is unavailable for now</h1><p>${escapeHtml(programName)} sign-in is not answering at the moment. Please try again in a few minutes.</p><p><a href="/">Back to the home page</a></p></main></body></html>`;
  return new Response(body, {
    status: 503,
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store", "retry-after": "60" },
  });
}

// GET /api/sso/login – send the member to the program's identity provider (authorization code + PKCE)
ssoRoutes.get("/sso/login", rateLimit({ bucket: "sso", limit: 30, windowMs: 60_000 }), async (c) => {
  const partner = c.get("partner");
  if (!(await identityProviderAvailable(partner))) return signInUnavailable(partner.effective.programName);
  let configuration: client.Configuration;
  try {
    configuration = await oidcConfiguration(partner);
  } catch {
    identityProviderFailed(partner);
    return signInUnavailable(partner.effective.programName);
  }
  const verifier = client.randomPKCECodeVerifier();
  const pending = {
    verifier,
    state: client.randomState(),
    nonce: client.randomNonce(),
    // "Join" continues to enrollment's next step, linking a card, unless a page asked otherwise.
    returnTo:
      c.req.query("join") === "1" && !c.req.query("returnTo")
        ? "/add_card"
        : returnDestination(c.req.query("returnTo"), c.req.header("referer"), c.req.header("host")),
    partnerCode: partner.config.code,
    joining: c.req.query("join") === "1",
  };
  setCookie(c, pendingCookie, await sealWithRing(pending, sealKeys(), pendingTtlSeconds), {
    path: "/api/sso",
    httpOnly: true,
    // Lax: the provider sends the browser back with a top-level GET, which carries Lax cookies.
    sameSite: "Lax",
    secure: isProduction(),
    maxAge: pendingTtlSeconds,
  });
  const url = client.buildAuthorizationUrl(configuration, {
    redirect_uri: ssoRedirectUri(partner),
    scope: "openid email profile",
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: "S256",
    state: pending.state,
    nonce: pending.nonce,
    ...(c.req.query("join") === "1" ? { join: "1" } : {}),
  });
  return c.redirect(url.href, 302);
});

// GET /api/sso/callback – finish the provider's sign-in: check state, nonce and PKCE, then start the session
ssoRoutes.get("/sso/callback", publicRoute, async (c) => {
  const partner = c.get("partner");
  const sealed = getCookie(c, pendingCookie);
  deleteCookie(c, pendingCookie, { path: "/api/sso" });
  const pending = pendingSignInSchema.safeParse(
    (sealed ? await unsealWithRing(sealed, sealKeys(), pendingTtlSeconds) : undefined) ?? {},
  );
  if (!pending.success || pending.data.partnerCode !== partner.config.code) {
    // Started on another partner, expired, or never started here: begin again rather than fail.
    return c.redirect("/login", 302);
  }
  const callbackUrl = new URL(ssoRedirectUri(partner));
  callbackUrl.search = new URL(c.req.url).search;
  try {
    const configuration = await oidcConfiguration(partner);
    const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: pending.data.verifier,
      expectedState: pending.data.state,
      expectedNonce: pending.data.nonce,
    });
    const idToken = tokens.claims();
    if (!idToken) throw new Error("No ID token claims");
    // Providers may keep the profile out of the ID token; the userinfo endpoint always has it.
    const profile = await client.fetchUserInfo(configuration, tokens.access_token, idToken.sub);
    const text = (value: unknown) => (typeof value === "string" ? value : undefined);
    const member = await signInWithSso(c.get("db"), {
      partnerCode: partner.config.code,
      // hasAutoEnroll (partner configuration): a program member signing in is enrolled on the
      // way; without it only a visitor who chose Join is, and anyone else is sent to join first.
      enrollIfNew: partner.effective.hasAutoEnroll || pending.data.joining,
      claims: {
        sub: idToken.sub,
        email: text(profile.email),
        givenName: text(profile.given_name),
        familyName: text(profile.family_name),
      },
    });
    if (!member) return c.redirect("/join", 302);
    await startSession(c, member, false);
    return c.redirect(pending.data.returnTo, 302);
  } catch (error) {
    logger.warn("SSO sign-in failed", { partner: partner.config.code, error: String(error) });
    return c.redirect("/error", 302);
  }
});
