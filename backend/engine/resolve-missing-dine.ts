import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "@/backend/db/database";
import {
  cards,
  members,
  merchants,
  missingDineClaims,
  networkTransactions,
  transactions,
} from "@/backend/db/schema";
import type { MissingDineAnswer } from "@/shared/contracts/missing-dine";
import type { NetworkMessage } from "@/shared/contracts/network-feed";
import { zonedTimeToInstant } from "@/shared/rules/zoned-time";
import { awardClearing } from "./award-clearing";
import { findMissingDineMessage, type MissingDineMessage } from "./find-missing-dine-message";
import { newMissingDineReference } from "./missing-dine-reference";
import type { MatchedCard, MatchedMerchant } from "./match-network-messages";
import { prepareMealAwards } from "./prepare-meal-awards";

export interface MissingDineReport {
  readonly partnerCode: string;
  readonly memberId: string;
  readonly cardId: string;
  readonly merchantId: string;
  /** "YYYY-MM-DD", as the member gave it. */
  readonly date: string;
  readonly amountCents: number;
}

export type MissingDineResult =
  | { readonly kind: "answered"; readonly answer: MissingDineAnswer }
  | { readonly kind: "unknown-card" }
  | { readonly kind: "unknown-merchant" };

type Claim = typeof missingDineClaims.$inferSelect;

/**
 * A member's report of a missing dine (decision 0069), in one transaction. The report is kept
 * as a claim (or the same report's claim is found and locked, so a repeat, even a concurrent
 * one, waits and answers the same). A claim already resolved answers its award. Otherwise the
 * unmatched clearings of the card are searched (find-missing-dine-message.ts): one found earns
 * through the award path every clearing takes (award-clearing.ts: rules, caps, campaigns,
 * earning day, history), is marked matched with that award, and resolves the claim; none found
 * leaves the claim open for support, answered by its reference. An open claim reported again
 * searches again: a clearing that came in since is still found.
 */
export async function resolveMissingDine(db: Db, report: MissingDineReport): Promise<MissingDineResult> {
  return db.transaction(async (tx) => {
    const [card] = await tx
      .select({
        id: cards.id,
        partnerCode: cards.partnerCode,
        memberId: cards.memberId,
        createdAt: cards.createdAt,
        deletedAt: cards.deletedAt,
        tierLevel: members.tierLevel,
        reference: cards.networkCardReference,
      })
      .from(cards)
      .innerJoin(members, eq(members.id, cards.memberId))
      .where(
        and(
          eq(cards.id, report.cardId),
          eq(cards.memberId, report.memberId),
          eq(cards.partnerCode, report.partnerCode),
          isNull(cards.deletedAt),
        ),
      );
    if (!card) return { kind: "unknown-card" };
    const [merchant] = await tx
      .select({
        id: merchants.id,
        name: merchants.name,
        benefitDays: merchants.benefitDays,
        timeZone: merchants.timeZone,
      })
      .from(merchants)
      .where(eq(merchants.id, report.merchantId));
    if (!merchant) return { kind: "unknown-merchant" };

    const claim = await keepClaim(tx, report);
    if (claim.status === "resolved" && claim.awardTransactionId) {
      const found = await foundAnswer(tx, claim.awardTransactionId, merchant.name);
      if (found) return { kind: "answered", answer: found };
    }
    const message = card.reference
      ? await findMissingDineMessage(tx, {
          cardReference: card.reference,
          merchantId: merchant.id,
          date: report.date,
          amountCents: report.amountCents,
        })
      : null;
    const award = message ? await awardFound(tx, message, card, merchant) : null;
    if (!award) return { kind: "answered", answer: { outcome: "claim", reference: claim.reference } };
    await tx
      .update(missingDineClaims)
      .set({ status: "resolved", awardTransactionId: award.transactionId, resolvedAt: new Date() })
      .where(eq(missingDineClaims.id, claim.id));
    return {
      kind: "answered",
      answer: {
        outcome: "found",
        award: {
          transactionId: award.transactionId,
          merchantName: merchant.name,
          benefitAmount: award.benefitAmount,
          awardStatus: award.awardStatus,
        },
      },
    };
  });
}

/**
 * The report's claim: a new one under a fresh reference, or the same report's, locked. A
 * conflict that left no claim of this report was a reference drawn twice: draw again.
 */
async function keepClaim(tx: Db, report: MissingDineReport): Promise<Claim> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [made] = await tx
      .insert(missingDineClaims)
      .values({
        reference: newMissingDineReference(),
        partnerCode: report.partnerCode,
        memberId: report.memberId,
        cardId: report.cardId,
        merchantId: report.merchantId,
        mealDate: report.date,
        amountCents: report.amountCents,
      })
      .onConflictDoNothing()
      .returning();
    if (made) return made;
    const [kept] = await tx
      .select()
      .from(missingDineClaims)
      .where(
        and(
          eq(missingDineClaims.memberId, report.memberId),
          eq(missingDineClaims.cardId, report.cardId),
          eq(missingDineClaims.merchantId, report.merchantId),
          eq(missingDineClaims.mealDate, report.date),
          eq(missingDineClaims.amountCents, report.amountCents),
        ),
      )
      .for("update");
    if (kept) return kept;
  }
  throw new Error("resolveMissingDine: no free claim reference after 5 draws");
}

/** A resolved claim's answer from its award as it stands now. */
async function foundAnswer(
  tx: Db,
  transactionId: string,
  merchantName: string,
): Promise<MissingDineAnswer | null> {
  const [award] = await tx
    .select({ benefitAmount: transactions.benefitAmount, awardStatus: transactions.awardStatus })
    .from(transactions)
    .where(eq(transactions.id, transactionId));
  return award ? { outcome: "found", award: { transactionId, merchantName, ...award } } : null;
}

/**
 * Awards the found clearing as the feed would have, had it matched (decision 0061): on the
 * restaurant's clock, under the message's own source id, then marks the message matched to the
 * member's card and restaurant. Null when its meal was awarded already (its authorization's
 * other clearing): the claim stays open for support.
 */
async function awardFound(
  tx: Db,
  message: MissingDineMessage,
  card: MatchedCard & { readonly reference: string | null },
  merchant: MatchedMerchant,
) {
  const networkMessage: NetworkMessage = {
    network: message.network,
    networkTransactionId: message.networkTransactionId,
    messageType: message.messageType,
    originalNetworkTransactionId: message.originalNetworkTransactionId,
    cardReference: message.cardReference,
    networkMerchantId: message.networkMerchantId,
    amountCents: message.amountCents,
    currency: message.currency,
    localDate: message.localDate,
    localTime: message.localTime,
  };
  const matchedCard: MatchedCard = {
    id: card.id,
    partnerCode: card.partnerCode,
    memberId: card.memberId,
    createdAt: card.createdAt,
    deletedAt: card.deletedAt,
    tierLevel: card.tierLevel,
  };
  const mealDate = zonedTimeToInstant(message.localDate, message.localTime, merchant.timeZone);
  const book = await prepareMealAwards(tx, [
    { partnerCode: card.partnerCode, memberId: card.memberId, merchant, mealDate },
  ]);
  const award = await awardClearing(
    tx,
    networkMessage,
    { matched: true, card: matchedCard, merchant, mealDate },
    { id: message.id, batchId: message.batchId },
    book,
  );
  if (!award) return null;
  await tx
    .update(networkTransactions)
    .set({
      matchStatus: "matched",
      unmatchedReason: null,
      partnerCode: card.partnerCode,
      cardId: card.id,
      merchantId: merchant.id,
    })
    .where(eq(networkTransactions.id, message.id));
  return award;
}
