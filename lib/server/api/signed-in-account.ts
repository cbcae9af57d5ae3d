import "server-only";
import { cookies } from "next/headers";
import { getDb, type Db } from "@/backend/db/client";
import { getMemberAccount } from "@/backend/services/members/get-member-account";
import { memberOfSessionCookies } from "@/backend/services/sessions/read-sealed-session";
import { memberAccountSchema, type MemberAccount } from "@/lib/shared/contracts/member-account";
import { sessionCookieName, signedOutAtCookieName } from "@/lib/shared/contracts/sessions";
import { env } from "@/lib/server/env";
import type { Partner } from "@/partners/registry";

/** The two cookies a member session is read from, as the browser sent them with the page request. */
export interface PageSessionCookies {
  readonly sealed: string | undefined;
  readonly signedOutAt: string | undefined;
}

async function fetchRemote(
  apiUrl: string,
  partner: Partner,
  sent: PageSessionCookies,
): Promise<MemberAccount | null> {
  const host = partner.config.hostnames[0] ?? partner.config.code;
  const cookie = [
    `${sessionCookieName}=${sent.sealed ?? ""}`,
    ...(sent.signedOutAt ? [`${signedOutAtCookieName}=${sent.signedOutAt}`] : []),
  ].join("; ");
  try {
    const response = await fetch(new URL("/api/Member", apiUrl), {
      headers: { accept: "application/json", cookie, "x-forwarded-host": host },
      cache: "no-store",
    });
    if (!response.ok) {
      await response.body?.cancel();
      return null;
    }
    const parsed = memberAccountSchema.safeParse(await response.json());
    return parsed.success ? parsed.data : null;
  } catch {
    // Unreachable, or not JSON: the page is drawn for nobody, and the browser's own call decides.
    return null;
  }
}

/**
 * The member a page request's session cookies stand for, as GET /api/Member answers it, or null
 * for none (no cookie, signed out, revoked, idle, another partner's, a changed password). With
 * REWARDS_API_URL the backend is asked over HTTP with the same cookies; otherwise the embedded
 * services are called with the API's own session checks, read-only: the browser's own call after
 * the page loads slides the session and keeps its expiry cookie in step, as before.
 */
export async function accountForSessionCookies(
  partner: Partner,
  sent: PageSessionCookies,
  database: () => Promise<Db> = getDb,
): Promise<MemberAccount | null> {
  if (!sent.sealed) return null;
  const apiUrl = env().REWARDS_API_URL;
  if (apiUrl) return fetchRemote(apiUrl, partner, sent);
  const signedOutAt = Number(sent.signedOutAt);
  const partnerCode = partner.config.code;
  const memberId = await memberOfSessionCookies(database, {
    sealed: sent.sealed,
    signedOutAt: Number.isFinite(signedOutAt) ? signedOutAt : 0,
    partnerCode,
  });
  if (!memberId) return null;
  const account = await getMemberAccount(await database(), {
    partnerCode,
    memberId,
    config: partner.effective,
  });
  return account ?? null;
}

/** The signed-in member of the page being rendered (the account pages draw it on the server). */
export async function signedInAccount(partner: Partner): Promise<MemberAccount | null> {
  const jar = await cookies();
  return accountForSessionCookies(partner, {
    sealed: jar.get(sessionCookieName)?.value,
    signedOutAt: jar.get(signedOutAtCookieName)?.value,
  });
}
