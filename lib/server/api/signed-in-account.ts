import "server-only";
import { cookies } from "next/headers";
import type { Db } from "@/backend/db/client";
import { inProcess } from "@/backend/services/in-process";
import type { MemberAccount } from "@/shared/contracts/member-account";
import { sessionCookieName, signedOutAtCookieName } from "@/shared/contracts/sessions";
import type { Partner } from "@/partners/registry";

/** The two cookies a member session is read from, as the browser sent them with the page request. */
export interface PageSessionCookies {
  readonly sealed: string | undefined;
  readonly signedOutAt: string | undefined;
}

/**
 * The member a page request's session cookies stand for, as GET /api/Member answers it, or null
 * for none: the account services in process, with the API's own session checks, read-only.
 * `database` lets a test hand its own database.
 */
export async function accountForSessionCookies(
  partner: Partner,
  sent: PageSessionCookies,
  database?: () => Promise<Db>,
): Promise<MemberAccount | null> {
  if (!sent.sealed) return null;
  const signedOutAt = Number(sent.signedOutAt);
  return inProcess.accountForSession(
    {
      partnerCode: partner.config.code,
      config: partner.effective,
      sealed: sent.sealed,
      signedOutAt: Number.isFinite(signedOutAt) ? signedOutAt : 0,
    },
    database,
  );
}

/** The signed-in member of the page being rendered (the account pages draw it on the server). */
export async function signedInAccount(partner: Partner): Promise<MemberAccount | null> {
  const jar = await cookies();
  return accountForSessionCookies(partner, {
    sealed: jar.get(sessionCookieName)?.value,
    signedOutAt: jar.get(signedOutAtCookieName)?.value,
  });
}
