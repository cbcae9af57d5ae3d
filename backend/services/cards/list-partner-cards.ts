import "server-only";
import { and, asc, eq, isNull, notExists } from "drizzle-orm";
import type { Db } from "@/backend/db/client";
import { cards, partnerCards } from "@/backend/db/schema";
import type { PartnerCard } from "@/shared/contracts/cards";

/** The cards the partner loaded for this member that are not linked (live) yet: offered for one-click linking. */
export async function listPartnerCards(
  db: Db,
  { partnerCode, memberId }: { partnerCode: string; memberId: string },
): Promise<PartnerCard[]> {
  return db
    .select({
      partnerCardId: partnerCards.partnerCardId,
      cardType: partnerCards.cardType,
      lastFour: partnerCards.lastFour,
    })
    .from(partnerCards)
    .where(
      and(
        eq(partnerCards.partnerCode, partnerCode),
        eq(partnerCards.memberId, memberId),
        notExists(
          db
            .select({ id: cards.id })
            .from(cards)
            .where(
              and(
                eq(cards.partnerCode, partnerCode),
                eq(cards.partnerCardId, partnerCards.partnerCardId),
                isNull(cards.deletedAt),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(partnerCards.partnerCardId));
}
