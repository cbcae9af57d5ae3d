import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/backend/db/client";
import { members } from "@/backend/db/schema";
import type { MemberProfile } from "@/lib/contracts/member-update";
import { toProfile } from "./update-member";

/**
 * The member with address, phone and opt-ins (account-center §3 Member), scoped to the partner;
 * undefined when there is none. A superset of the shell's member, so one call serves both.
 */
export async function getMemberProfile(
  db: Db,
  { partnerCode, memberId }: { partnerCode: string; memberId: string },
): Promise<MemberProfile | undefined> {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.partnerCode, partnerCode), eq(members.id, memberId)));
  return row ? toProfile(row) : undefined;
}
