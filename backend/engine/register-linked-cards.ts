import "server-only";
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "@/backend/db/database";
import { cards } from "@/backend/db/schema";
import { logger } from "@/platform/logger";
import type { CardNetwork } from "../network";

/**
 * Registers newly linked cards with their network and stores the reference it answers on each
 * card row (decision 0061). Called after the link is committed, so no network call holds the
 * member's lock; a card whose registration failed (the network down) stays linked with a null
 * reference (its feed cannot match yet) and is registered again on the next call. Answers how many cards got a reference.
 */
export async function registerLinkedCards(
  db: Db,
  network: CardNetwork,
  cardIds: readonly string[],
): Promise<number> {
  if (cardIds.length === 0) return 0;
  const pending = await db
    .select({ id: cards.id, cardType: cards.cardType, numberHash: cards.numberHash })
    .from(cards)
    .where(and(inArray(cards.id, [...cardIds]), isNull(cards.networkCardReference), isNull(cards.deletedAt)));
  let registered = 0;
  for (const card of pending) {
    let cardReference: string;
    try {
      ({ cardReference } = await network.register(card));
    } catch (error) {
      // The link stands; the card waits for its reference (no card data in the line).
      logger.warn("Card network registration failed", {
        error: error instanceof Error ? error.name : "unknown",
      });
      continue;
    }
    const [stored] = await db
      .update(cards)
      .set({ networkCardReference: cardReference })
      .where(and(eq(cards.id, card.id), isNull(cards.networkCardReference)))
      .returning({ id: cards.id });
    // Lost to a concurrent registration of the same card: give the network its spare back.
    if (stored) registered += 1;
    else await network.unregister(cardReference);
  }
  return registered;
}
