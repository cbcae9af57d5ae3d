import "server-only";
import { and, count, eq, isNull } from "drizzle-orm";
import type { Db } from "@/backend/db/client";
import { cards, members } from "@/backend/db/schema";
import { unregisterCard } from "../../engine/unregister-card";
import { cardNetwork, type CardNetwork } from "../../network";

export type DeleteCardResult =
  { readonly kind: "not-found" } | { readonly kind: "deleted"; readonly accountClosed: boolean };

/**
 * Removes a linked card (soft: the row stays for past transactions, and its number can be linked
 * again). Deleting the member's last card closes the account (account-center §4 Re-enrollment):
 * the member becomes a closed-account member, who may only re-enroll with a card. The card is
 * then unregistered from its network (backend/engine/unregister-card.ts).
 */
export async function deleteCard(
  db: Db,
  {
    partnerCode,
    memberId,
    cardId,
    now = new Date(),
  }: { partnerCode: string; memberId: string; cardId: string; now?: Date },
  network: CardNetwork = cardNetwork(),
): Promise<DeleteCardResult> {
  const result = await db.transaction(async (tx): Promise<DeleteCardResult> => {
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
  // After the commit: the network stops sending the card's transactions (decision 0061).
  if (result.kind === "deleted") await unregisterCard(db, network, cardId);
  return result;
}
