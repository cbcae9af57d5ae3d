import "server-only";
import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import type { Db } from "@/backend/db/database";
import { cards, members, merchantNetworkIds, merchants } from "@/backend/db/schema";
import { networkOfCardType } from "@/shared/contracts/network-feed-values";
import { maxTransactionsPerBatch } from "@/shared/contracts/ingestion";
import { createRandom } from "../db/seed/random";
import { ingestNetworkBatch } from "./ingest-network-batch";
import { simulateDining, type SimulatedMerchant } from "./simulate-dining";

/** The merchants a simulated member dines at: the first of the seed's, a neighbourhood's worth. */
const simulatedMerchantCount = 40;

export type SimulatedDining =
  | { readonly kind: "unknown-member" }
  | { readonly kind: "no-registered-cards" }
  | { readonly kind: "sent"; readonly messages: number; readonly stored: number; readonly unmatched: number };

/**
 * Sends one member's dining of the last `days` days through the network feed (decision 0061), as
 * their cards' networks would: the simulator's authorizations, clearings and refunds for each of
 * their registered cards at the first merchants, in batches the endpoint would take. For the
 * demo and local runs (`npm run feed:simulate`); new ids each run, so a second run dines again.
 */
export async function simulateMemberDining(
  db: Db,
  input: { readonly partnerCode: string; readonly email: string; readonly days: number; readonly now?: Date },
): Promise<SimulatedDining> {
  const [member] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.partnerCode, input.partnerCode), eq(members.email, input.email)));
  if (!member) return { kind: "unknown-member" };
  const registered = await db
    .select({ cardType: cards.cardType, cardReference: cards.networkCardReference })
    .from(cards)
    .where(
      and(eq(cards.memberId, member.id), isNull(cards.deletedAt), isNotNull(cards.networkCardReference)),
    );
  const simulatedCards = registered.flatMap((card) =>
    card.cardReference
      ? [{ network: networkOfCardType[card.cardType], cardReference: card.cardReference }]
      : [],
  );
  if (simulatedCards.length === 0) return { kind: "no-registered-cards" };

  const nearby = await db
    .select({ id: merchants.id })
    .from(merchants)
    .orderBy(asc(merchants.id))
    .limit(simulatedMerchantCount);
  const ids = await db
    .select()
    .from(merchantNetworkIds)
    .where(
      inArray(
        merchantNetworkIds.merchantId,
        nearby.map((merchant) => merchant.id),
      ),
    );
  const byMerchant = new Map<string, Record<string, string>>();
  for (const id of ids)
    byMerchant.set(id.merchantId, { ...byMerchant.get(id.merchantId), [id.network]: id.networkMerchantId });
  const simulatedMerchants: SimulatedMerchant[] = [...byMerchant.values()];

  const now = input.now ?? new Date();
  const run = randomUUID().slice(0, 8);
  const messages = simulateDining({
    cards: simulatedCards,
    merchants: simulatedMerchants,
    today: now.toISOString().slice(0, 10),
    days: input.days,
    random: createRandom(now.getTime() % 2_147_483_647),
    idPrefix: `sim-${run}`,
  });
  let stored = 0;
  let unmatched = 0;
  for (let start = 0; start < messages.length; start += maxTransactionsPerBatch) {
    const result = await ingestNetworkBatch(db, {
      batchId: `simulated-${run}-${String(start / maxTransactionsPerBatch + 1)}`,
      messages: messages.slice(start, start + maxTransactionsPerBatch),
    });
    stored += result.stored;
    unmatched += result.unmatched;
  }
  return { kind: "sent", messages: messages.length, stored, unmatched };
}
