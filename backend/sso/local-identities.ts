import "server-only";
import { createHash } from "node:crypto";
import { demoAccounts } from "@/backend/db/seed/demo-accounts";

/** Someone the local identity provider can sign in: what a loyalty program knows of its member. */
export interface LocalIdentity {
  readonly sub: string;
  readonly email: string;
  readonly givenName: string;
  readonly familyName: string;
}

/**
 * The directory of the embedded identity provider: the SSO partners' demo members (their
 * program accounts), plus anyone who "joins the program" on its sign-up screen during this run.
 * A real deployment points the partner at its own provider instead (partner config sso.issuer).
 */
const joined = new Map<string, LocalIdentity>();

export function demoIdentities(clientPartnerCode: string): LocalIdentity[] {
  return demoAccounts
    .filter((account) => account.partnerCode === clientPartnerCode && account.ssoSubject)
    .map((account) => ({
      sub: account.ssoSubject ?? "",
      email: account.email,
      givenName: account.firstName,
      familyName: account.lastName,
    }));
}

/** A new program member; the subject is stable per email, as a real program's would be. */
export function joinLocalProgram(partnerCode: string, person: Omit<LocalIdentity, "sub">): LocalIdentity {
  const digest = createHash("sha256").update(`${partnerCode}:${person.email.toLowerCase()}`).digest("hex");
  const identity = {
    ...person,
    email: person.email.toLowerCase(),
    sub: `${partnerCode}-joined-${digest.slice(0, 16)}`,
  };
  joined.set(identity.sub, identity);
  return identity;
}

export function findLocalIdentity(sub: string): LocalIdentity | undefined {
  return (
    joined.get(sub) ??
    demoAccounts.flatMap((account) => {
      if (account.ssoSubject !== sub) return [];
      return [{ sub, email: account.email, givenName: account.firstName, familyName: account.lastName }];
    })[0]
  );
}
