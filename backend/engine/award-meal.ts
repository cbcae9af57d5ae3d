import "server-only";
import type { Db } from "@/backend/db/client";
import { transactions } from "@/backend/db/schema";
import type { AwardStatus } from "@/shared/contracts/activity";
import { restaurantDay } from "@/shared/rules/zoned-time";
import type { PartnerConfig } from "@/partners/schema";
import { baseAward } from "./base-award";
import { postReservationBonus } from "../ingestion/reservation-bonus";

/** A meal attributed to a member's card and a merchant: what both ways in know once they matched. */
export interface AttributedMeal {
  readonly partnerCode: string;
  /** Unique among ingested rows of the partner: a second meal with it is a duplicate. */
  readonly sourceTransactionId: string;
  readonly batchId: string;
  readonly amountCents: number;
  readonly mealDate: Date;
  readonly card: {
    readonly id: string;
    readonly memberId: string;
    readonly createdAt: Date;
    readonly tierLevel: number;
  };
  readonly merchant: { readonly id: string; readonly benefitDays: number; readonly timeZone: string };
}

export interface MealAward {
  readonly transactionId: string;
  readonly awardStatus: AwardStatus;
  readonly benefitAmount: number;
  readonly reservationBonus: number | null;
}

type AwardPartner = Pick<
  PartnerConfig,
  "earnRules" | "currencyType" | "hasReservationBonus" | "reservationBonus"
>;

/**
 * The award path every ingested meal takes (decision 0032, decision 0061): the base award by the
 * partner's rules (base-award.ts), written as a meal row (source S) that is unique by its source
 * id, and the reservation bonus where the member had booked. Answers null when a meal with that
 * source id was already posted, so a replay, or a second clearing of one authorization, awards once.
 */
export async function awardMeal(
  tx: Db,
  meal: AttributedMeal,
  partner: AwardPartner,
): Promise<MealAward | null> {
  const award = baseAward({
    partner,
    tierLevel: meal.card.tierLevel,
    amountCents: meal.amountCents,
    mealDate: meal.mealDate,
    cardLinkedAt: meal.card.createdAt,
    benefitDays: meal.merchant.benefitDays,
    timeZone: meal.merchant.timeZone,
  });
  const [row] = await tx
    .insert(transactions)
    .values({
      partnerCode: meal.partnerCode,
      memberId: meal.card.memberId,
      merchantId: meal.merchant.id,
      cardId: meal.card.id,
      recordType: "transaction",
      date: meal.mealDate,
      ticketAmountCents: meal.amountCents,
      benefitAmount: award.benefitAmount,
      awardStatus: award.awardStatus,
      notEarnedReason: award.notEarnedReason,
      transactionType: "S",
      sourceTransactionId: meal.sourceTransactionId,
      ingestionBatchId: meal.batchId,
    })
    .onConflictDoNothing()
    .returning({ id: transactions.id });
  if (!row) return null;

  // Only an earning meal is a dine that earns the reservation bonus; a meal that earned nothing
  // leaves the reservation booked for a meal that does.
  const reservationBonus =
    award.awardStatus === "Pending"
      ? await postReservationBonus(
          tx,
          {
            partnerCode: meal.partnerCode,
            memberId: meal.card.memberId,
            merchantId: meal.merchant.id,
            cardId: meal.card.id,
            restaurantDate: restaurantDay(meal.mealDate, meal.merchant.timeZone).date,
            mealDate: meal.mealDate,
            batchId: meal.batchId,
          },
          partner,
        )
      : null;
  return {
    transactionId: row.id,
    awardStatus: award.awardStatus,
    benefitAmount: award.benefitAmount,
    reservationBonus,
  };
}
