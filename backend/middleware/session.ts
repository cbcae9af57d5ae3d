import "server-only";
import { emulationCookieName } from "@/shared/contracts/emulation";
import {
  sessionCookieName,
  sessionExpiryCookieName,
  signedOutAtCookieName,
} from "@/shared/contracts/sessions";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import { rememberMeMs } from "@/shared/constants";
import { isProduction } from "@/platform/env";
import type { AppEnv } from "../context";
import { sealWithRing } from "../security/sealed-data";
import { currentCredentialStamp } from "../services/members/credential-stamp";
import {
  expiryAfterActivity,
  idleMs,
  readSealedSession,
  sessionKeys,
  type ReadSession,
} from "../services/sessions/read-sealed-session";
import {
  createSessionRow,
  findLiveSession,
  revokeSession,
  touchSessionRow,
} from "../services/sessions/session-rows";
import type { SessionData } from "../services/sessions/session-data";

function cookieOptions(maxAgeSeconds?: number, emulated = false) {
  return {
    path: "/",
    httpOnly: true,
    // An emulated session lives in the admin tool's frame, another site: its cookies must be
    // sent there, which browsers allow only for SameSite=None with Secure (localhost counts as
    // secure, so the journeys run over http). Partitioned keeps them in that frame's cookie jar,
    // so the same browser opening the site itself is not signed in as the member.
    ...(emulated
      ? { sameSite: "None" as const, secure: true as const, partitioned: true as const }
      : { sameSite: "Lax" as const, secure: isProduction() }),
    ...(maxAgeSeconds ? { maxAge: maxAgeSeconds } : {}),
  };
}

function signedOutAt(c: Context<AppEnv>): number {
  const value = Number(getCookie(c, signedOutAtCookieName));
  return Number.isFinite(value) ? value : 0;
}

function readSession(c: Context<AppEnv>): Promise<ReadSession> {
  return readSealedSession(c.get("deps").getDb, {
    sealed: getCookie(c, sessionCookieName),
    signedOutAt: signedOutAt(c),
    partnerCode: c.get("partner").config.code,
  });
}

/** The most a session's whole life may last: 90 days with remember-me, a working day without. */
export const absoluteLifetimeMs = (rememberMe: boolean): number =>
  rememberMe ? rememberMeMs : 12 * 60 * 60_000;

/** Seals `data` into the session cookie, and keeps the expiry cookie in step for members. */
export async function saveSession(c: Context<AppEnv>, data: SessionData): Promise<void> {
  const partnerCode = c.get("partner").config.code;
  const next: SessionData = { ...data, partnerCode };
  c.set("session", next);
  const sealed = await sealWithRing(next, sessionKeys(), 0);
  const maxAge = next.expiresAt ? Math.max(1, Math.ceil((next.expiresAt - Date.now()) / 1000)) : undefined;
  const emulated = Boolean(next.emulationId);
  setCookie(c, sessionCookieName, sealed, cookieOptions(maxAge, emulated));
  if (next.memberId && next.expiresAt) {
    setCookie(c, sessionExpiryCookieName, String(next.expiresAt), {
      ...cookieOptions(maxAge, emulated),
      httpOnly: false,
    });
  }
  if (next.emulationId) {
    setCookie(c, emulationCookieName, next.emulationId, { ...cookieOptions(maxAge, true), httpOnly: false });
  }
}

/** Starts a member session: a new sessions row, 15 minutes idle, or 90 days with remember-me. */
export async function startSession(
  c: Context<AppEnv>,
  member: { memberId: string; publicId: string },
  rememberMe: boolean,
  emulation: { emulationId: string } | Record<string, never> = {},
): Promise<void> {
  const db = await c.get("deps").getDb();
  const stamp = await currentCredentialStamp(db, member.memberId);
  const now = new Date();
  const absoluteExpiresAt = new Date(now.getTime() + absoluteLifetimeMs(rememberMe));
  const sessionId = await createSessionRow(db, {
    memberId: member.memberId,
    partnerCode: c.get("partner").config.code,
    rememberMe,
    absoluteExpiresAt,
    now,
  });
  await saveSession(c, {
    ...c.get("session"),
    ...member,
    sessionId,
    rememberMe,
    expiresAt: Math.min(now.getTime() + idleMs(rememberMe), absoluteExpiresAt.getTime()),
    // After this browser's last sign-out, even within the same millisecond.
    startedAt: Math.max(Date.now(), signedOutAt(c) + 1),
    ...(stamp ? { credentialStamp: stamp } : {}),
    ...emulation,
  });
}

/** Activity: the row's idle clock starts again, and the readable expiry follows (capped). */
export async function touchSession(c: Context<AppEnv>): Promise<void> {
  const session = c.get("session");
  if (!session.memberId || !session.sessionId) return;
  const now = new Date();
  const db = await c.get("deps").getDb();
  await touchSessionRow(db, session.sessionId, now);
  const live = await findLiveSession(db, session.sessionId, now, idleMs);
  if (!live) return;
  await saveSession(c, { ...session, expiresAt: expiryAfterActivity(live, now.getTime()) });
}

function clearSessionCookies(c: Context<AppEnv>, emulated = false): void {
  // A partitioned cookie is cleared only by a clearing cookie with the same attributes.
  const options = emulated ? { ...cookieOptions(undefined, true), httpOnly: undefined } : { path: "/" };
  deleteCookie(c, sessionCookieName, options);
  deleteCookie(c, sessionExpiryCookieName, options);
  if (emulated) deleteCookie(c, emulationCookieName, options);
}

/**
 * Ends the session: its row is revoked (so a copy of the cookie is worth nothing, on every
 * instance), both cookies are cleared, and the signed-out marker outlives any session this
 * browser could still be handed (remember-me's 90 days).
 */
export async function endSession(c: Context<AppEnv>): Promise<void> {
  const { sessionId, emulationId } = c.get("session");
  c.set("session", {});
  clearSessionCookies(c, Boolean(emulationId));
  setCookie(c, signedOutAtCookieName, String(Date.now()), cookieOptions(Math.ceil(rememberMeMs / 1000)));
  if (sessionId) await revokeSession(await c.get("deps").getDb(), sessionId, new Date());
}

/**
 * Reads the sealed session cookie onto the context (an unreadable or foreign one counts as none).
 * The cookies of a session that is over are cleared, so the browser stops offering them and its
 * expiry warning stops counting down.
 */
export const sessionMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  const { session, ended, emulated } = await readSession(c);
  c.set("session", session);
  if (ended) clearSessionCookies(c, emulated);
  await next();
});
