import "server-only";
import { eq, inArray } from "drizzle-orm";
import type { Db } from "@/backend/db/database";
import { cards, members, merchants } from "@/backend/db/schema";
import type {
  IngestedTransaction,
  IngestionItemResult,
  IngestionResult,
  TransactionBatch,
} from "@/shared/contracts/ingestion";
import { getPartner } from "@/partners/registry";
import { awardMeal } from "../engine/award-meal";
import { prepareMealAwards, type MealAwardBook } from "../engine/prepare-meal-awards";
import { nudgeAfterIngest } from "../jobs/nudge-after-ingest";

type CardOwner = {
  id: string;
  partnerCode: string;
  memberId: string;
  createdAt: Date;
  deletedAt: Date | null;
  tierLevel: number;
};
type MerchantFacts = { id: string; benefitDays: number; timeZone: string };

async function cardsOf(tx: Db, ids: readonly string[]): Promise<Map<string, CardOwner>> {
  const rows = await tx
    .select({
      id: cards.id,
      partnerCode: cards.partnerCode,
      memberId: cards.memberId,
      createdAt: cards.createdAt,
      deletedAt: cards.deletedAt,
      tierLevel: members.tierLevel,
    })
    .from(cards)
    .innerJoin(members, eq(members.id, cards.memberId))
    .where(inArray(cards.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row]));
}

async function merchantsOf(tx: Db, ids: readonly string[]): Promise<Map<string, MerchantFacts>> {
  const rows = await tx
    .select({ id: merchants.id, benefitDays: merchants.benefitDays, timeZone: merchants.timeZone })
    .from(merchants)
    .where(inArray(merchants.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Posts one signed batch (decision 0032): each card transaction becomes a meal row with its award
 * and, where the member had booked, the reservation bonus (backend/engine/award-meal.ts, the
 * path the network feed's clearings take too: decision 0061).
 * All in one database transaction, and idempotent by the feed's transaction id: the insert skips
 * a (partner, source id) already ingested, so a batch posted twice posts once. Items that cannot
 * be attributed to a linked card of the partner, or name no known merchant, are rejected with
 * the reason and write nothing.
 */
export async function ingestBatch(db: Db, batch: TransactionBatch): Promise<IngestionResult> {
  const items = await db.transaction(async (tx) => {
    const owners = await cardsOf(tx, [...new Set(batch.transactions.map((item) => item.cardId))]);
    const places = await merchantsOf(tx, [...new Set(batch.transactions.map((item) => item.merchantId))]);
    const book = await prepareMealAwards(
      tx,
      batch.transactions.flatMap((item) => {
        const card = owners.get(item.cardId);
        const merchant = places.get(item.merchantId);
        return card && merchant
          ? [
              {
                partnerCode: item.partnerCode,
                memberId: card.memberId,
                merchant,
                mealDate: new Date(item.date),
              },
            ]
          : [];
      }),
    );
    const seen = new Set<string>();
    const results: IngestionItemResult[] = [];
    for (const item of batch.transactions) {
      const key = `${item.partnerCode}\u0000${item.transactionId}`;
      if (seen.has(key)) {
        results.push({
          transactionId: item.transactionId,
          outcome: "rejected",
          reason: "duplicate_in_batch",
        });
        continue;
      }
      seen.add(key);
      results.push(await ingestOne(tx, batch.batchId, item, owners, places, book));
    }
    return results;
  });
  nudgeAfterIngest();
  const count = (outcome: IngestionItemResult["outcome"]) =>
    items.filter((item) => item.outcome === outcome).length;
  return {
    batchId: batch.batchId,
    accepted: count("accepted"),
    duplicates: count("duplicate"),
    rejected: count("rejected"),
    items,
  };
}

async function ingestOne(
  tx: Db,
  batchId: string,
  item: IngestedTransaction,
  owners: ReadonlyMap<string, CardOwner>,
  places: ReadonlyMap<string, MerchantFacts>,
  book: MealAwardBook,
): Promise<IngestionItemResult> {
  const reject = (reason: Extract<IngestionItemResult, { outcome: "rejected" }>["reason"]) =>
    ({ transactionId: item.transactionId, outcome: "rejected", reason }) as const;
  const partner = getPartner(item.partnerCode)?.effective;
  if (!partner) return reject("unknown_partner");
  const card = owners.get(item.cardId);
  // A card of another partner is as unknown here as one that does not exist.
  if (!card || card.partnerCode !== item.partnerCode) return reject("unknown_card");
  const mealDate = new Date(item.date);
  if (card.deletedAt && card.deletedAt.getTime() <= mealDate.getTime()) return reject("card_not_linked");
  const merchant = places.get(item.merchantId);
  if (!merchant) return reject("unknown_merchant");

  const award = await awardMeal(
    tx,
    {
      partnerCode: item.partnerCode,
      sourceTransactionId: item.transactionId,
      batchId,
      amountCents: item.amountCents,
      mealDate,
      card,
      merchant,
    },
    partner,
    book,
  );
  if (!award) return { transactionId: item.transactionId, outcome: "duplicate" };
  return {
    transactionId: item.transactionId,
    outcome: "accepted",
    awardStatus: award.awardStatus,
    benefitAmount: award.benefitAmount,
    reservationBonus: award.reservationBonus,
  };
}
