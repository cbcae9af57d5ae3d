import "server-only";
import { timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "@/backend/db/client";
import { members } from "@/backend/db/schema";
import { verifiedByRing } from "@/backend/security/key-ring";
import { derivedKey, derivedKeyRing } from "@/backend/security/secrets";
import { credentialStampDigest } from "./credential-stamp-digest";

/**
 * A short keyed digest of a member's password hash, sealed into every session cookie. A new
 * password changes it, so a password reset ends every other session of the member at its next
 * call, remember-me cookies included, without a server-side session store (the stateless
 * cookie stays: DESIGN.md, Sessions). Django's session auth hash works the same way.
 */
export function credentialStamp(memberId: string, passwordHash: string | null): string {
  return credentialStampDigest(derivedKey("credential-stamp"), memberId, passwordHash);
}

/** The member's password hash (null for SSO members); undefined when the member is gone. */
async function passwordHashOf(db: Db, memberId: string): Promise<string | null | undefined> {
  const [row] = await db
    .select({ passwordHash: members.passwordHash })
    .from(members)
    .where(eq(members.id, memberId));
  return row ? row.passwordHash : undefined;
}

/** The stamp a session of this member must carry now; undefined when the member is gone. */
export async function currentCredentialStamp(db: Db, memberId: string): Promise<string | undefined> {
  const passwordHash = await passwordHashOf(db, memberId);
  return passwordHash === undefined ? undefined : credentialStamp(memberId, passwordHash);
}

/**
 * When `stamp` is the member's stamp under the current key or, during a rotation window, the
 * previous one (docs/decisions/0053): the stamp under the current key, for the session to carry
 * from now on. Undefined when the password changed or the member is gone.
 */
export async function renewedCredentialStamp(
  db: Db,
  memberId: string,
  stamp: string,
): Promise<string | undefined> {
  const passwordHash = await passwordHashOf(db, memberId);
  if (passwordHash === undefined) return undefined;
  const offered = Buffer.from(stamp);
  const holds = verifiedByRing(derivedKeyRing("credential-stamp"), (key) => {
    const expected = Buffer.from(credentialStampDigest(key, memberId, passwordHash));
    return expected.length === offered.length && timingSafeEqual(expected, offered);
  });
  return holds ? credentialStamp(memberId, passwordHash) : undefined;
}
