import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/backend/db/client";
import { members } from "@/backend/db/schema";

/** The member behind a public id on one partner, as a session names it; undefined when none. */
export async function findMemberByPublicId(
  db: Db,
  { partnerCode, publicId }: { partnerCode: string; publicId: string },
): Promise<{ memberId: string; publicId: string } | undefined> {
  const [row] = await db
    .select({ memberId: members.id, publicId: members.publicId })
    .from(members)
    .where(and(eq(members.partnerCode, partnerCode), eq(members.publicId, publicId)));
  return row;
}
