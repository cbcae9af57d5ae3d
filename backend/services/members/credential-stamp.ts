import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/backend/db/client";
import { members } from "@/backend/db/schema";
import { derivedKey } from "@/backend/security/secrets";
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

/** The stamp a session of this member must carry now; undefined when the member is gone. */
export async function currentCredentialStamp(db: Db, memberId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ passwordHash: members.passwordHash })
    .from(members)
    .where(eq(members.id, memberId));
  return row ? credentialStamp(memberId, row.passwordHash) : undefined;
}
