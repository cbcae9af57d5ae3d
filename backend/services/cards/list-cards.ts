import "server-only";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { Db } from "@/backend/db/client";
import { cards } from "@/backend/db/schema";
import type { LinkedCard } from "@/shared/contracts/cards";

/** The member's linked cards, oldest first; deleted ones are history, not shown. */
export async function listCards(
  db: Db,
  { partnerCode, memberId }: { partnerCode: string; memberId: string },
): Promise<LinkedCard[]> {
  return db
    .select({
      id: cards.id,
      cardType: cards.cardType,
      lastFour: cards.lastFour,
      description: cards.description,
      partnerCardId: cards.partnerCardId,
    })
    .from(cards)
    .where(and(eq(cards.partnerCode, partnerCode), eq(cards.memberId, memberId), isNull(cards.deletedAt)))
    .orderBy(asc(cards.createdAt), asc(cards.id));
}
