import "server-only";
import type { Db } from "@/backend/db/client";
import type { MemberAccount } from "@/shared/contracts/member-account";
import type { PartnerConfig } from "@/partners/schema";
import { memberOfSessionCookies } from "../sessions/read-sealed-session";
import { getMemberAccount } from "./get-member-account";

/**
 * The member a page request's session cookies stand for, as GET /api/Member answers it, or null
 * for none (no cookie, signed out, revoked, idle, another partner's, a changed password): the
 * API's own session checks, read-only, so the browser's own call after the page loads slides
 * the session and keeps its expiry cookie in step.
 */
export async function accountForSession(
  database: () => Promise<Db>,
  input: { partnerCode: string; config: PartnerConfig; sealed: string; signedOutAt: number },
): Promise<MemberAccount | null> {
  const memberId = await memberOfSessionCookies(database, {
    sealed: input.sealed,
    signedOutAt: input.signedOutAt,
    partnerCode: input.partnerCode,
  });
  if (!memberId) return null;
  const account = await getMemberAccount(await database(), {
    partnerCode: input.partnerCode,
    memberId,
    config: input.config,
  });
  return account ?? null;
}
