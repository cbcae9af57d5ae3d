import { request, type APIRequestContext, type BrowserContext } from "@playwright/test";
import { demoAccounts } from "@/backend/db/seed/demo-accounts";
import { memberApi, visitorApi } from "./member-api";

type DemoAccount = (typeof demoAccounts)[number];

/**
 * A real session for a demo member, made by API: sessions are rows on the server
 * (docs/decisions/0023), so a journey can no longer seal a cookie of its own. Password members
 * sign in; SSO members go through the embedded identity provider's screens as a browser would.
 * Returns the sealed session cookie's value.
 */
async function realSession(account: DemoAccount, baseURL: string): Promise<string> {
  const api = account.password
    ? (await memberApi(baseURL, account.email, account.password)).context
    : await ssoSignIn(account, baseURL);
  try {
    const cookie = (await api.storageState()).cookies.find((c) => c.name === "rewards_session");
    if (!cookie) throw new Error(`Signing in as ${account.email} set no session cookie`);
    return cookie.value;
  } finally {
    await api.dispose();
  }
}

/** The SSO flow by API: our login → the provider → "Continue as …" → our callback. */
async function ssoSignIn(account: DemoAccount, baseURL: string): Promise<APIRequestContext> {
  const { context } = await visitorApi(baseURL);
  // The provider is another host: a context of its own, without the partner's Host header.
  const provider = await request.newContext();
  const location = (response: { headers(): Record<string, string> }) => response.headers().location ?? "";
  try {
    let next = location(await context.get("/api/sso/login", { maxRedirects: 0 }));
    // The provider redirects to its own interaction screen.
    for (let hop = 0; hop < 5 && !next.includes("/interaction/"); hop += 1) {
      next = new URL(location(await provider.get(next, { maxRedirects: 0 })), next).href;
    }
    const login = new URL(`${new URL(next).pathname}/login`, next).href;
    const chosen = await provider.post(login, { form: { sub: account.ssoSubject ?? "" }, maxRedirects: 0 });
    let back = new URL(location(chosen), login).href;
    // Through the provider's own redirects until it sends the browser back to our callback.
    for (let hop = 0; hop < 5 && !back.includes("/api/sso/callback"); hop += 1) {
      back = new URL(location(await provider.get(back, { maxRedirects: 0 })), back).href;
    }
    const callback = new URL(back);
    const done = await context.get(`${callback.pathname}${callback.search}`, { maxRedirects: 0 });
    if (done.status() !== 302 || location(done).startsWith("/error")) {
      throw new Error(
        `SSO sign-in as ${account.email} ended with ${String(done.status())} ${location(done)}`,
      );
    }
    return context;
  } finally {
    await provider.dispose();
  }
}

// One session per demo member and worker, reused while it lives: the sign-in limit per account
// (10 in 15 minutes) would otherwise meet the many journeys that start signed in as demo@.
const sessions = new Map<string, string>();

async function stillLive(sealed: string, baseURL: string): Promise<boolean> {
  const { context } = await visitorApi(baseURL);
  try {
    const response = await context.get("/api/Member", { headers: { cookie: `rewards_session=${sealed}` } });
    return response.ok();
  } finally {
    await context.dispose();
  }
}

async function sessionFor(account: DemoAccount, baseURL: string): Promise<string> {
  const known = sessions.get(account.email);
  if (known && (await stillLive(known, baseURL))) return known;
  const fresh = await realSession(account, baseURL);
  sessions.set(account.email, fresh);
  return fresh;
}

/**
 * Signs a browser in as a seeded demo member with a real session, and sets the readable expiry
 * cookie to the journey's choosing (the browser arms its expiry warning from it; the server keeps
 * its own clock). Journeys about the shell use this; the sign-in journeys themselves go through
 * the sign-in screen.
 */
export async function signInAs(
  context: BrowserContext,
  email: string,
  baseURL: string,
  expiresInMs = 15 * 60_000,
): Promise<void> {
  const account = demoAccounts.find((candidate) => candidate.email === email);
  if (!account) throw new Error(`No demo account ${email}`);
  const sealed = await sessionFor(account, baseURL);
  const expiresAt = Date.now() + expiresInMs;
  // Host-only cookies (by url, not domain), exactly as the server sets them, so its answers replace them.
  await context.addCookies([
    { name: "rewards_session", value: sealed, url: baseURL, httpOnly: true, sameSite: "Lax" },
    { name: "session_expires_at", value: String(expiresAt), url: baseURL, sameSite: "Lax" },
  ]);
}
