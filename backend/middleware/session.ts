import "server-only";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import { sealData, unsealData } from "iron-session";
import { rememberMeMs } from "@/lib/constants";
import { env, isProduction } from "@/lib/env";
import type { AppEnv } from "../context";
import { currentCredentialStamp } from "../services/members/credential-stamp";
import { derivedKey } from "./secrets";

/** What the sealed session cookie holds. It is encrypted and signed: the browser can read none of it. */
export interface SessionData {
  /** Set on sign-in (members issue). */
  memberId?: string;
  publicId?: string;
  /** The partner the session belongs to; a session never crosses to another partner's host. */
  partnerCode?: string;
  rememberMe?: boolean;
  /** Epoch ms; a member session past it is treated as signed out. */
  expiresAt?: number;
  /** The member's credential stamp when signed in; a new password makes it stale (requireMember). */
  credentialStamp?: string;
  /** Epoch ms of the sign-in; kept as the session slides. Compared with the signed-out marker. */
  startedAt?: number;
}

export const sessionCookieName = "rewards_session";
/** Readable by scripts on purpose: the browser arms its expiry warning from it (spec §4 Session). */
export const sessionExpiryCookieName = "session_expires_at";
/**
 * When this browser's session last ended. An answer already on its way when the member signed
 * out (a member fetch that slides the session, say) arrives after the sign-out and sets the
 * session cookie again; a session that started before this time is therefore signed out. The
 * value is no secret: deleting it only brings back a session the browser itself held.
 */
export const signedOutAtCookieName = "rewards_signed_out_at";

const sessionPassword = () => derivedKey("session").toString("base64url");

function cookieOptions(maxAgeSeconds?: number) {
  return {
    path: "/",
    httpOnly: true,
    sameSite: "Lax" as const,
    secure: isProduction(),
    ...(maxAgeSeconds ? { maxAge: maxAgeSeconds } : {}),
  };
}

async function readSession(c: Context<AppEnv>): Promise<SessionData> {
  const sealed = getCookie(c, sessionCookieName);
  if (!sealed) return {};
  try {
    const data = await unsealData<SessionData>(sealed, { password: sessionPassword(), ttl: 0 });
    const partnerCode = c.get("partner").config.code;
    // A cookie sealed for another partner (shared parent domain, copied cookie) is ignored.
    if (data.partnerCode && data.partnerCode !== partnerCode) return {};
    if (data.memberId && (data.expiresAt ?? 0) < Date.now()) return {};
    if (data.memberId && (data.startedAt ?? 0) <= signedOutAt(c)) return {};
    return data;
  } catch {
    return {};
  }
}

function signedOutAt(c: Context<AppEnv>): number {
  const value = Number(getCookie(c, signedOutAtCookieName));
  return Number.isFinite(value) ? value : 0;
}

/** Seals `data` into the session cookie, and keeps the expiry cookie in step for members. */
export async function saveSession(c: Context<AppEnv>, data: SessionData): Promise<void> {
  const partnerCode = c.get("partner").config.code;
  const next: SessionData = { ...data, partnerCode };
  c.set("session", next);
  const sealed = await sealData(next, { password: sessionPassword(), ttl: 0 });
  const maxAge = next.expiresAt ? Math.max(1, Math.ceil((next.expiresAt - Date.now()) / 1000)) : undefined;
  setCookie(c, sessionCookieName, sealed, cookieOptions(maxAge));
  if (next.memberId && next.expiresAt) {
    setCookie(c, sessionExpiryCookieName, String(next.expiresAt), {
      ...cookieOptions(maxAge),
      httpOnly: false,
    });
  }
}

/** Starts a member session: 15 minutes sliding, or 90 days with remember-me. */
export async function startSession(
  c: Context<AppEnv>,
  member: { memberId: string; publicId: string },
  rememberMe: boolean,
): Promise<void> {
  const stamp = await currentCredentialStamp(await c.get("deps").getDb(), member.memberId);
  await saveSession(c, {
    ...c.get("session"),
    ...member,
    rememberMe,
    expiresAt: expiryFromNow(rememberMe),
    // After this browser's last sign-out, even within the same millisecond.
    startedAt: Math.max(Date.now(), signedOutAt(c) + 1),
    ...(stamp ? { credentialStamp: stamp } : {}),
  });
}

/** Slides a member session forward on activity. */
export async function touchSession(c: Context<AppEnv>): Promise<void> {
  const session = c.get("session");
  if (!session.memberId) return;
  await saveSession(c, { ...session, expiresAt: expiryFromNow(session.rememberMe ?? false) });
}

function expiryFromNow(rememberMe: boolean): number {
  return Date.now() + (rememberMe ? rememberMeMs : env().SESSION_TIMEOUT_MS);
}

/**
 * Ends the session everywhere it lives: both cookies are cleared, and the signed-out marker
 * outlives any session this browser could still be handed (remember-me's 90 days).
 */
export function endSession(c: Context<AppEnv>): void {
  c.set("session", {});
  deleteCookie(c, sessionCookieName, { path: "/" });
  deleteCookie(c, sessionExpiryCookieName, { path: "/" });
  setCookie(c, signedOutAtCookieName, String(Date.now()), cookieOptions(Math.ceil(rememberMeMs / 1000)));
}

/** Reads the sealed session cookie onto the context (an unreadable or foreign one counts as none). */
export const sessionMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  c.set("session", await readSession(c));
  await next();
});
