import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/backend/db/client";
import { memberBonuses } from "@/backend/db/schema";

export type RegisterBonusResult =
  | { readonly kind: "registered" }
  | { readonly kind: "already-registered" }
  | { readonly kind: "not-eligible" }
  | { readonly kind: "not-found" };

/**
 * Registers the member for one of their bonuses (account-center §7 POST /api/Member/Bonus/{code}):
 * eligible becomes enrolled, with the time. Registering again changes nothing and succeeds, so a
 * double click or a retried call is harmless; an earned (qualified) bonus cannot be registered
 * for; a code the member does not hold is not found.
 */
export async function registerBonus(
  db: Db,
  {
    partnerCode,
    memberId,
    code,
    now = new Date(),
  }: { partnerCode: string; memberId: string; code: string; now?: Date },
): Promise<RegisterBonusResult> {
  const scope = and(
    eq(memberBonuses.partnerCode, partnerCode),
    eq(memberBonuses.memberId, memberId),
    eq(memberBonuses.code, code),
  );
  // One conditional update: two registrations at once cannot both see "eligible".
  const updated = await db
    .update(memberBonuses)
    .set({ status: "enrolled", enrolledAt: now })
    .where(and(scope, eq(memberBonuses.status, "eligible")))
    .returning({ code: memberBonuses.code });
  if (updated.length > 0) return { kind: "registered" };
  const [row] = await db.select({ status: memberBonuses.status }).from(memberBonuses).where(scope);
  if (!row) return { kind: "not-found" };
  return row.status === "enrolled" ? { kind: "already-registered" } : { kind: "not-eligible" };
}
