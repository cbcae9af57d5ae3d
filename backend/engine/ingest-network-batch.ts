import "server-only";
import type { Db } from "@/backend/db/database";
import type {
  NetworkBatch,
  NetworkIngestionResult,
  NetworkItemResult,
  NetworkMessage,
} from "@/shared/contracts/network-feed";
import { nudgeAfterIngest } from "../jobs/nudge-after-ingest";
import { awardClearing } from "./award-clearing";
import { matchNetworkMessages, type Match } from "./match-network-messages";
import { prepareMealAwards, type MealAwardBook } from "./prepare-meal-awards";
import { reverseRefund } from "./reverse-refund";
import { storeNetworkMessage } from "./store-network-message";

/**
 * Takes a batch of network messages (decision 0061), from the signed endpoint or a settlement
 * file, in one database transaction: each is matched, stored raw, and then, matched, a clearing
 * awards and a refund reverses; an authorization only waits for its clearing. A message stored
 * before is a duplicate and does nothing, so a batch or file posted twice changes nothing.
 * Messages are taken in the order given: a file lists a clearing before the refund of it.
 */
export async function ingestNetworkBatch(db: Db, batch: NetworkBatch): Promise<NetworkIngestionResult> {
  const items = await db.transaction((tx) => ingestNetworkMessages(tx, batch.batchId, batch.messages));
  nudgeAfterIngest();
  return summarize(batch.batchId, items);
}

/** Matched a slice at a time: each slice's lookups stay well inside a statement's parameters. */
const matchSlice = 500;

/** The batch's work inside the caller's transaction (a settlement file is one, of any length). */
export async function ingestNetworkMessages(
  tx: Db,
  batchId: string,
  messages: readonly NetworkMessage[],
): Promise<NetworkItemResult[]> {
  const results: NetworkItemResult[] = [];
  for (let start = 0; start < messages.length; start += matchSlice) {
    const slice = messages.slice(start, start + matchSlice);
    const matchOf = await matchNetworkMessages(tx, slice);
    const book = await prepareMealAwards(tx, clearingVisits(slice, matchOf));
    for (const message of slice) results.push(await ingestOne(tx, batchId, message, matchOf(message), book));
  }
  return results;
}

/** The meals a slice's matched clearings may award: what the award step reads and holds first. */
function clearingVisits(slice: readonly NetworkMessage[], matchOf: (message: NetworkMessage) => Match) {
  return slice.flatMap((message) => {
    const match = matchOf(message);
    if (message.messageType !== "clearing" || !match.matched) return [];
    return [
      {
        partnerCode: match.card.partnerCode,
        memberId: match.card.memberId,
        merchant: match.merchant,
        mealDate: match.mealDate,
      },
    ];
  });
}

export function summarize(batchId: string, items: NetworkItemResult[]): NetworkIngestionResult {
  const stored = items.filter((item) => item.outcome === "stored");
  return {
    batchId,
    stored: stored.length,
    unmatched: stored.filter((item) => !item.matched).length,
    duplicates: items.length - stored.length,
    items,
  };
}

async function ingestOne(
  tx: Db,
  batchId: string,
  message: NetworkMessage,
  match: Match,
  book: MealAwardBook,
): Promise<NetworkItemResult> {
  const id = await storeNetworkMessage(tx, message, match, batchId);
  if (!id) return { networkTransactionId: message.networkTransactionId, outcome: "duplicate" };
  const stored = { id, batchId };
  const base = { networkTransactionId: message.networkTransactionId, outcome: "stored" as const };
  if (!match.matched)
    return { ...base, matched: false, unmatchedReason: match.reason, award: null, refund: null };
  if (message.messageType === "clearing") {
    const award = await awardClearing(tx, message, match, stored, book);
    return {
      ...base,
      matched: true,
      unmatchedReason: null,
      award: award && { awardStatus: award.awardStatus, benefitAmount: award.benefitAmount },
      refund: null,
    };
  }
  if (message.messageType === "refund") {
    const refund = await reverseRefund(tx, message, match, stored);
    return { ...base, matched: true, unmatchedReason: null, award: null, refund };
  }
  return { ...base, matched: true, unmatchedReason: null, award: null, refund: null };
}
