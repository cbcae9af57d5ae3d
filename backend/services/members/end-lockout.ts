import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/backend/db/client";
import { members } from "@/backend/db/schema";

/**
 * Ends one lock on a member's account: only the lock a link was signed for (the same
 * lockedUntil), so a used link, or one for a lock that ended and came back, ends nothing.
 * The wrong-password count starts over, as after a sign-in. True when a lock ended.
 */
export async function endLockout(
  db: Db,
  input: { partnerCode: string; publicId: string; lockedUntil: Date; now?: Date },
): Promise<boolean> {
  const ended = await db
    .update(members)
    .set({ lockedUntil: null, failedSignIns: 0, updatedAt: input.now ?? new Date() })
    .where(
      and(
        eq(members.partnerCode, input.partnerCode),
        eq(members.publicId, input.publicId),
        eq(members.lockedUntil, input.lockedUntil),
      ),
    )
    .returning({ id: members.id });
  return ended.length > 0;
}
