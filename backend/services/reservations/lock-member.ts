import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/backend/db/client";
import { members } from "@/backend/db/schema";

/**
 * Locks the member's row until the transaction ends (SELECT … FOR UPDATE). Every write that must
 * respect the member's booking rules (the overlap window, the day's limit) takes it first and
 * checks again under it: bookings and changes sent at once then take turns, and each sees the
 * ones stored before it. Throws for a member who does not exist.
 */
export async function lockMember(tx: Db, scope: { partnerCode: string; memberId: string }): Promise<void> {
  const [member] = await tx
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.partnerCode, scope.partnerCode), eq(members.id, scope.memberId)))
    .for("update");
  if (!member) throw new Error("Reservation for a member who does not exist");
}
