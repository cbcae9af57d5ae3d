import "server-only";
import { and, count, eq, isNull } from "drizzle-orm";
import type { Db } from "@/backend/db/client";
import { cards, members } from "@/backend/db/schema";

export type DeleteCardResult =
  { readonly kind: "not-found" } | { readonly kind: "deleted"; readonly accountClosed: boolean };

/**
 * Removes a linked card (soft: the row stays for past transactions, and its number can be linked
 * again). Deleting the member's last card closes the account (account-center §4 Re-enrollment):
 * the member becomes a closed-account member, who may only re-enroll with a card.
 */
export async function deleteCard(
  db: Db,
  {
    partnerCode,
    memberId,
    cardId,
    now = new Date(),
  }: { partnerCode: string; memberId: string; cardId: string; now?: Date },
): Promise<DeleteCardResult> {
  return db.transaction(async (tx) => {
    // Locks the member, so two deletions at once cannot both miss that the last card went.
    await tx
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.partnerCode, partnerCode), eq(members.id, memberId)))
      .for("update");
    const [deleted] = await tx
      .update(cards)
      .set({ deletedAt: now })
      .where(
        and(
          eq(cards.partnerCode, partnerCode),
          eq(cards.memberId, memberId),
          eq(cards.id, cardId),
          isNull(cards.deletedAt),
        ),
      )
      .returning({ id: cards.id });
    if (!deleted) return { kind: "not-found" };
    const [live] = await tx
      .select({ n: count() })
      .from(cards)
      .where(and(eq(cards.partnerCode, partnerCode), eq(cards.memberId, memberId), isNull(cards.deletedAt)));
    const accountClosed = (live?.n ?? 0) === 0;
    if (accountClosed) {
      await tx
        .update(members)
        .set({ memberType: "ClosedAccountMember", updatedAt: now })
        .where(eq(members.id, memberId));
    }
    return { kind: "deleted", accountClosed };
  });
}
