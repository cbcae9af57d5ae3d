import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/backend/db/client";
import { members } from "@/backend/db/schema";
import { memberSchema, type Member } from "@/shared/contracts/member";

/** The member as the API shows it, scoped to the partner; undefined when there is none. */
export async function getMember(
  db: Db,
  { partnerCode, memberId }: { partnerCode: string; memberId: string },
): Promise<Member | undefined> {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.partnerCode, partnerCode), eq(members.id, memberId)));
  return row ? toMember(row) : undefined;
}

/** A member row as the API shows it (public-and-shared §3 Member). */
export function toMember(row: typeof members.$inferSelect): Member {
  return memberSchema.parse({
    publicId: row.publicId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    memberType: row.memberType,
    tierLevel: row.tierLevel,
    active: row.active,
    hasWebProfile: row.hasWebProfile,
    interfaceType: row.interfaceType,
    emailUpdateRequired: row.emailUpdateRequired,
    referralCode: row.referralCode,
  });
}
