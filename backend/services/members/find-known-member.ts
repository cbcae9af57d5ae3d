import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/backend/db/client";
import { members } from "@/backend/db/schema";
import type { KnownMember } from "@/shared/contracts/known-member";

/**
 * What a saved or linked public id tells about a known visitor (activation, public-and-shared §2):
 * tier and account state only. No name or email: the public id travels in links, so anyone
 * holding one may ask.
 */
export async function findKnownMember(
  db: Db,
  { partnerCode, publicId }: { partnerCode: string; publicId: string },
): Promise<KnownMember | undefined> {
  const [row] = await db
    .select({
      publicId: members.publicId,
      tierLevel: members.tierLevel,
      active: members.active,
      hasWebProfile: members.hasWebProfile,
    })
    .from(members)
    .where(and(eq(members.partnerCode, partnerCode), eq(members.publicId, publicId)));
  return row;
}
