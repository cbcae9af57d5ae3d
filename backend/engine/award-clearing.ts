import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/backend/db/database";
import { networkTransactions } from "@/backend/db/schema";
import type { NetworkMessage } from "@/shared/contracts/network-feed";
import { getPartner } from "@/partners/registry";
import { awardMeal, type MealAward } from "./award-meal";
import { awardSourceId } from "./award-source-id";
import type { Match } from "./match-network-messages";
import type { MealAwardBook } from "./prepare-meal-awards";

/**
 * A matched clearing earns through the award path of every ingested meal (award-meal.ts), named
 * by its authorization when it settles one (award-source-id.ts), and the stored message points at
 * the award it made. Answers null when the meal was awarded already (a second clearing of the
 * same authorization, decision 0061).
 */
export async function awardClearing(
  tx: Db,
  message: NetworkMessage,
  match: Extract<Match, { matched: true }>,
  stored: { readonly id: string; readonly batchId: string },
  book: MealAwardBook,
): Promise<MealAward | null> {
  const partner = getPartner(match.card.partnerCode)?.effective;
  if (!partner) return null;
  const award = await awardMeal(
    tx,
    {
      partnerCode: match.card.partnerCode,
      sourceTransactionId: awardSourceId(message),
      batchId: stored.batchId,
      amountCents: message.amountCents,
      mealDate: match.mealDate,
      card: match.card,
      merchant: match.merchant,
    },
    partner,
    book,
  );
  if (award)
    await tx
      .update(networkTransactions)
      .set({ awardTransactionId: award.transactionId })
      .where(eq(networkTransactions.id, stored.id));
  return award;
}
