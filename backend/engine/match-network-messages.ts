import "server-only";
import { and, eq, inArray, or } from "drizzle-orm";
import type { Db } from "@/backend/db/database";
import { cards, members, merchantNetworkIds, merchants } from "@/backend/db/schema";
import type { NetworkMessage } from "@/shared/contracts/network-feed";
import type { NetworkUnmatchedReason } from "@/shared/contracts/network-feed-values";
import { zonedTimeToInstant } from "@/shared/rules/zoned-time";

export interface MatchedCard {
  readonly id: string;
  readonly partnerCode: string;
  readonly memberId: string;
  readonly createdAt: Date;
  readonly deletedAt: Date | null;
  readonly tierLevel: number;
}
export interface MatchedMerchant {
  readonly id: string;
  readonly benefitDays: number;
  readonly timeZone: string;
}

export type Match =
  | {
      readonly matched: true;
      readonly card: MatchedCard;
      readonly merchant: MatchedMerchant;
      /** The meal's instant: the local date and time on the merchant's clock. */
      readonly mealDate: Date;
    }
  | {
      readonly matched: false;
      readonly reason: NetworkUnmatchedReason;
      readonly card: MatchedCard | null;
      readonly merchant: MatchedMerchant | null;
    };

/** The currency the programs earn in; a message in another is kept, unmatched. */
const earningCurrency = "USD";

/**
 * Finds, for a batch of network messages, the card each names by its network reference and the
 * merchant location by its network identifier (decision 0061): two queries for the whole batch.
 * Answers a function giving each message its match, or why it has none: an unknown reference, a
 * card deleted before the meal (unregistered), an unknown merchant id, or another currency.
 */
export async function matchNetworkMessages(
  tx: Db,
  messages: readonly NetworkMessage[],
): Promise<(message: NetworkMessage) => Match> {
  const references = [...new Set(messages.map((message) => message.cardReference))];
  const cardRows = await tx
    .select({
      reference: cards.networkCardReference,
      id: cards.id,
      partnerCode: cards.partnerCode,
      memberId: cards.memberId,
      createdAt: cards.createdAt,
      deletedAt: cards.deletedAt,
      tierLevel: members.tierLevel,
    })
    .from(cards)
    .innerJoin(members, eq(members.id, cards.memberId))
    .where(inArray(cards.networkCardReference, references));
  const byReference = new Map(cardRows.map(({ reference, ...card }) => [reference, card]));

  const merchantKeys = [
    ...new Set(messages.map((message) => `${message.network}\u0000${message.networkMerchantId}`)),
  ];
  const merchantRows =
    merchantKeys.length === 0
      ? []
      : await tx
          .select({
            network: merchantNetworkIds.network,
            networkMerchantId: merchantNetworkIds.networkMerchantId,
            id: merchants.id,
            benefitDays: merchants.benefitDays,
            timeZone: merchants.timeZone,
          })
          .from(merchantNetworkIds)
          .innerJoin(merchants, eq(merchants.id, merchantNetworkIds.merchantId))
          .where(
            or(
              ...messages.map((message) =>
                and(
                  eq(merchantNetworkIds.network, message.network),
                  eq(merchantNetworkIds.networkMerchantId, message.networkMerchantId),
                ),
              ),
            ),
          );
  const byMerchantKey = new Map(
    merchantRows.map(({ network, networkMerchantId, ...merchant }) => [
      `${network}\u0000${networkMerchantId}`,
      merchant,
    ]),
  );

  return (message) => {
    const card = byReference.get(message.cardReference) ?? null;
    const merchant = byMerchantKey.get(`${message.network}\u0000${message.networkMerchantId}`) ?? null;
    const unmatched = (reason: NetworkUnmatchedReason): Match => ({ matched: false, reason, card, merchant });
    if (!card) return unmatched("unknown_card_reference");
    if (!merchant) return unmatched("unknown_merchant");
    const mealDate = zonedTimeToInstant(message.localDate, message.localTime, merchant.timeZone);
    // A card deleted before the meal was no longer registered with its network for it.
    if (card.deletedAt && card.deletedAt.getTime() <= mealDate.getTime())
      return unmatched("card_unregistered");
    if (message.currency !== earningCurrency) return unmatched("unsupported_currency");
    return { matched: true, card, merchant, mealDate };
  };
}
