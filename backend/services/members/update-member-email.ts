import "server-only";
import { and, eq, ne } from "drizzle-orm";
import type { Db } from "@/backend/db/client";
import { members } from "@/backend/db/schema";
import { uniqueViolation } from "@/backend/db/unique-violation";
import type { Member } from "@/shared/contracts/member";
import { formMessages } from "@/shared/contracts/form-messages";
import { toMember } from "./get-member";

export type UpdateMemberEmailResult =
  | { readonly kind: "updated"; readonly member: Member }
  | { readonly kind: "not-found" }
  | { readonly kind: "not-required" }
  | { readonly kind: "taken"; readonly fields: Readonly<Record<string, string>> };

/**
 * /fix_credentials (docs/decisions/0014-fix-credentials.md): a member flagged
 * email_update_required moves to an address no other account of the partner uses (flagged or
 * not, as on sign-up), and the flag is cleared. The partial unique index settles a race with a
 * sign-up or another fix choosing the same address at the same moment.
 */
export async function updateMemberEmail(
  db: Db,
  input: { partnerCode: string; memberId: string; email: string; now?: Date },
): Promise<UpdateMemberEmailResult> {
  const scope = and(eq(members.partnerCode, input.partnerCode), eq(members.id, input.memberId));
  const [current] = await db
    .select({ emailUpdateRequired: members.emailUpdateRequired })
    .from(members)
    .where(scope);
  if (!current) return { kind: "not-found" };
  // Everyone else changes their email through customer support (account-center §5).
  if (!current.emailUpdateRequired) return { kind: "not-required" };

  const taken = { kind: "taken", fields: { email: formMessages.emailInUse } } as const;
  const [other] = await db
    .select({ id: members.id })
    .from(members)
    .where(
      and(
        eq(members.partnerCode, input.partnerCode),
        eq(members.email, input.email),
        ne(members.id, input.memberId),
      ),
    )
    .limit(1);
  if (other) return taken;

  try {
    const [row] = await db
      .update(members)
      .set({ email: input.email, emailUpdateRequired: false, updatedAt: input.now ?? new Date() })
      .where(scope)
      .returning();
    return row ? { kind: "updated", member: toMember(row) } : { kind: "not-found" };
  } catch (error) {
    if (uniqueViolation(error) === "members_partner_email_uq") return taken;
    throw error;
  }
}
