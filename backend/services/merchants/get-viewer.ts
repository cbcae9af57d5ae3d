import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/backend/db/client";
import { members } from "@/backend/db/schema";

/** Who is looking, for member-dependent parts of public answers (favourites, own earn rate). */
export async function getViewer(
  db: Db,
  { partnerCode, memberId }: { partnerCode: string; memberId: string | undefined },
): Promise<{ id: string; tierLevel: number } | null> {
  if (!memberId) return null;
  const [row] = await db
    .select({ id: members.id, tierLevel: members.tierLevel })
    .from(members)
    .where(and(eq(members.partnerCode, partnerCode), eq(members.id, memberId)));
  return row ?? null;
}
