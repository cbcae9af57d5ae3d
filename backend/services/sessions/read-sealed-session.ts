import "server-only";
import type { Db } from "@/backend/db/client";
import { unsealWithRing } from "@/backend/security/sealed-data";
import { derivedKeyRing } from "@/backend/security/secrets";
import { env } from "@/platform/env";
import { rememberMeMs } from "@/shared/constants";
import { renewedCredentialStamp } from "../members/credential-stamp";
import type { SessionData } from "./session-data";
import { findLiveSession, type LiveSession } from "./session-rows";

/**
 * The keys the session cookie is sealed with: the current one seals; during a rotation window a
 * cookie sealed with the previous one is still read (and resealed with the current one at the
 * member's next call), docs/decisions/0053.
 */
export const sessionKeys = () => derivedKeyRing("session");

/** How long a session may sit unused: 15 minutes (SESSION_TIMEOUT_MS), 90 days with remember-me. */
export function idleMs(rememberMe: boolean): number {
  return rememberMe ? rememberMeMs : env().SESSION_TIMEOUT_MS;
}

/** When the session ends if nothing else happens after activity at `now`: never past its absolute expiry. */
export function expiryAfterActivity(live: LiveSession, now: number): number {
  return Math.min(now + idleMs(live.rememberMe), live.absoluteExpiresAt.getTime());
}

/** The browser's cookies a session is read from, as they came with the request. */
export interface SessionCookies {
  /** The sealed session cookie, if the request carried one. */
  readonly sealed: string | undefined;
  /** When this browser's session last ended (epoch ms; 0 when never). */
  readonly signedOutAt: number;
  /** The partner whose host the request came to. */
  readonly partnerCode: string;
}

/** What the request's cookie amounts to: a session, and whether it named a member session that is over. */
export interface ReadSession {
  readonly session: SessionData;
  /** A member cookie whose session ended (signed out, revoked, idle, expired): clear it. */
  readonly ended: boolean;
  /** The ended session was an emulated one: its cookies live in the admin frame's partition. */
  readonly emulated?: boolean;
}

/**
 * Reads a sealed session cookie without changing anything (no slide, no revocation): the one
 * reading the API's session middleware and the server-drawn account pages both rely on. An
 * unreadable or foreign cookie counts as none.
 */
export async function readSealedSession(
  getDb: () => Promise<Db>,
  { sealed, signedOutAt, partnerCode }: SessionCookies,
): Promise<ReadSession> {
  const none = { session: {}, ended: false };
  if (!sealed) return none;
  const opened = await unsealWithRing(sealed, sessionKeys(), 0);
  if (!opened) return none;
  // Sealed by this deployment's own saveSession: nothing else can have written it.
  const data = opened as SessionData;
  // A cookie sealed for another partner (shared parent domain, copied cookie) is ignored.
  if (data.partnerCode && data.partnerCode !== partnerCode) return none;
  if (!data.memberId) return { session: data, ended: false };
  const ended = { session: {}, ended: true, emulated: Boolean(data.emulationId) };
  if ((data.startedAt ?? 0) <= signedOutAt) return ended;
  // A member session lives in its row: revoked, idle too long or past its absolute expiry, it is
  // over, whatever the cookie says and however often the cookie is replayed.
  if (!data.sessionId) return ended;
  const live = await findLiveSession(await getDb(), data.sessionId, new Date(), idleMs);
  if (!live || live.memberId !== data.memberId || live.partnerCode !== partnerCode) return ended;
  return {
    session: { ...data, rememberMe: live.rememberMe, expiresAt: expiryAfterActivity(live, Date.now()) },
    ended: false,
  };
}

/**
 * Whether a member session's credentials still hold: the member exists and the password has not
 * changed since the session began (a reset signs out every other browser and app). When they do,
 * the stamp the session carries from now on (made with the current key, should a rotation window
 * have let one made with the previous key through); undefined when they do not.
 */
export async function credentialsStillHold(db: Db, session: SessionData): Promise<string | undefined> {
  if (!session.memberId || !session.credentialStamp) return undefined;
  return renewedCredentialStamp(db, session.memberId, session.credentialStamp);
}

/**
 * The member a request's session cookies stand for, with every check the API makes before it
 * answers for a member (requireMember), but read-only: the page that asks cannot set cookies,
 * so the browser's own call after the page loads slides the session as before.
 */
export async function memberOfSessionCookies(
  getDb: () => Promise<Db>,
  cookies: SessionCookies,
): Promise<string | null> {
  const { session } = await readSealedSession(getDb, cookies);
  if (!session.memberId) return null;
  return (await credentialsStillHold(await getDb(), session)) !== undefined ? session.memberId : null;
}
