import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/backend/db/client";
import { members } from "@/backend/db/schema";

export interface SsoClaims {
  readonly sub: string;
  readonly email?: string | undefined;
  readonly givenName?: string | undefined;
  readonly familyName?: string | undefined;
}

/**
 * The member behind a program account: found by the provider's subject, or created as a
 * non-card member (joined the program, no card linked yet: the navbar then offers to join) when
 * `enrollIfNew` allows it. Names and email follow the program's on every sign-in, since SSO
 * members cannot edit them here. Null for a program account with no member that may not enrol.
 */
export async function signInWithSso(
  db: Db,
  input: { partnerCode: string; claims: SsoClaims; enrollIfNew: boolean },
): Promise<{ memberId: string; publicId: string } | null> {
  const { partnerCode, claims } = input;
  const profile = {
    email: (claims.email ?? `${claims.sub}@sso.invalid`).toLowerCase(),
    firstName: (claims.givenName ?? "Member").slice(0, 20),
    lastName: (claims.familyName ?? "").slice(0, 20),
  };
  const [existing] = await db
    .select({ id: members.id, publicId: members.publicId })
    .from(members)
    .where(and(eq(members.partnerCode, partnerCode), eq(members.ssoSubject, claims.sub)));
  if (existing) {
    await db
      .update(members)
      .set({ ...profile, updatedAt: new Date() })
      .where(eq(members.id, existing.id));
    return { memberId: existing.id, publicId: existing.publicId };
  }
  if (!input.enrollIfNew) return null;
  const [created] = await db
    .insert(members)
    .values({
      partnerCode,
      publicId: `${partnerCode}-${randomBytes(9).toString("base64url")}`,
      ...profile,
      ssoSubject: claims.sub,
      interfaceType: "sso",
      memberType: "NonCardMember",
      tierLevel: 0,
      passwordHash: null,
    })
    .returning({ id: members.id, publicId: members.publicId });
  if (!created) throw new Error("SSO member was not created");
  return { memberId: created.id, publicId: created.publicId };
}
