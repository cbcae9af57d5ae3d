import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/backend/db/database";
import { cards } from "@/backend/db/schema";
import type { CardNetwork } from "../network";

/**
 * Takes a deleted card out of its network's feed (decision 0061). The reference stays on the
 * (soft-deleted) row: a clearing that arrives late for a meal made while the card was linked
 * still matches, and one for a meal after the deletion is kept unmatched as card_unregistered.
 */
export async function unregisterCard(db: Db, network: CardNetwork, cardId: string): Promise<boolean> {
  const [card] = await db
    .select({ reference: cards.networkCardReference })
    .from(cards)
    .where(eq(cards.id, cardId));
  if (!card?.reference) return false;
  await network.unregister(card.reference);
  return true;
}
