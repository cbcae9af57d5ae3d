import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "@/backend/db/client";
import { members } from "@/backend/db/schema";
import { derivedKey } from "@/backend/security/secrets";
import { activationLinkLifetimeMs, activationPath } from "@/backend/security/activation-signature";

/**
 * Signed activation links for the partner's non-activated (tier 1) members: what the program's
 * activation email would carry. The staging tools list them, so the flow can be walked without a
 * mail campaign; production has no staging tools.
 */
export async function listActivationLinks(
  db: Db,
  { partnerCode, now = new Date(), limit = 20 }: { partnerCode: string; now?: Date; limit?: number },
): Promise<{ email: string; path: string }[]> {
  const rows = await db
    .select({ email: members.email, publicId: members.publicId })
    .from(members)
    .where(and(eq(members.partnerCode, partnerCode), eq(members.tierLevel, 1)))
    .orderBy(asc(members.createdAt))
    .limit(limit);
  const expires = Math.floor((now.getTime() + activationLinkLifetimeMs) / 1000);
  const key = derivedKey("activation");
  return rows.map((row) => ({
    email: row.email,
    path: activationPath(key, { partnerCode, publicId: row.publicId, expires }),
  }));
}
