import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/backend/db/client";
import { members } from "@/backend/db/schema";
import type { KnownMember } from "@/shared/contracts/known-member";
import { findKnownMember } from "./find-known-member";

export type ActivateResult =
  | { readonly kind: "activated"; readonly member: KnownMember }
  | { readonly kind: "not-found" }
  | { readonly kind: "not-non-activated"; readonly member: KnownMember };

/**
 * Tier 1 (non-activated) becomes tier 2 (opted in to emails): the activation link's one action.
 * One conditional update, so two clicks on the link cannot both succeed.
 */
export async function activateMember(
  db: Db,
  { partnerCode, publicId, now = new Date() }: { partnerCode: string; publicId: string; now?: Date },
): Promise<ActivateResult> {
  const [row] = await db
    .update(members)
    .set({ tierLevel: 2, emailOptIn: true, updatedAt: now })
    .where(
      and(eq(members.partnerCode, partnerCode), eq(members.publicId, publicId), eq(members.tierLevel, 1)),
    )
    .returning({
      publicId: members.publicId,
      tierLevel: members.tierLevel,
      active: members.active,
      hasWebProfile: members.hasWebProfile,
    });
  if (row) return { kind: "activated", member: row };
  const member = await findKnownMember(db, { partnerCode, publicId });
  return member ? { kind: "not-non-activated", member } : { kind: "not-found" };
}
