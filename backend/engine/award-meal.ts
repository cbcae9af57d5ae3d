import "server-only";
import type { Db } from "@/backend/db/database";
import { transactions } from "@/backend/db/schema";
import type { AwardStatus } from "@/shared/contracts/activity";
import { restaurantDay } from "@/shared/rules/zoned-time";
import type { PartnerConfig } from "@/partners/schema";
import { postReservationBonus } from "../ingestion/reservation-bonus";
import { baseAward } from "./base-award";
import { capAward } from "./cap-award";
import type { MealAwardBook } from "./prepare-meal-awards";
import { recordAwardTransitions, type AwardTransition } from "./record-award-transitions";

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
  "earnRules" | "currencyType" | "hasReservationBonus" | "reservationBonus" | "awardCaps"
>;

/**
 * The award path every ingested meal takes (decisions 0032, 0061, 0063): the partner's rules in
 * their order (base-award.ts: card linked in time, earning day, campaign for the tier, the
 * tier's rate; cap-award.ts: the visit's cap, the restaurant's monthly cap), written as a meal
 * row (source S) unique by its source id, then the reservation bonus where the member had booked,
 * and the history of each row made, in one statement. `book` is the batch's campaign codes and
 * held months (prepare-meal-awards.ts). Answers null when a meal with that source id was already
 * posted, so a replay, or a second clearing of one authorization, awards once.
 */
export async function awardMeal(
  tx: Db,
  meal: AttributedMeal,
  partner: AwardPartner,
  book: MealAwardBook,
): Promise<MealAward | null> {
  const base = baseAward({
    partner,
    tierLevel: meal.card.tierLevel,
    amountCents: meal.amountCents,
    mealDate: meal.mealDate,
    cardLinkedAt: meal.card.createdAt,
    benefitDays: meal.merchant.benefitDays,
    timeZone: meal.merchant.timeZone,
    campaignTiers: book.campaignTiers(meal.partnerCode, meal.merchant.id),
  });
  const visit = {
    partnerCode: meal.partnerCode,
    memberId: meal.card.memberId,
    merchant: meal.merchant,
    mealDate: meal.mealDate,
  };
  const countsMonth = base.awardStatus === "Pending" && partner.awardCaps.perMerchantPerMonth !== null;
  const earnedThisMonth = countsMonth ? book.months.earned(visit) : 0;
  // A month not held would be counted without its lock: a concurrent batch could exceed the cap.
  if (earnedThisMonth === null) throw new Error("awardMeal: the meal's merchant month was not prepared");
  const award = capAward(base, partner.awardCaps, earnedThisMonth);
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
      uncappedAmount: award.uncappedAmount,
      cappedBy: award.cappedBy,
      transactionType: "S",
      sourceTransactionId: meal.sourceTransactionId,
      ingestionBatchId: meal.batchId,
    })
    .onConflictDoNothing()
    .returning({ id: transactions.id });
  if (!row) return null;
  if (countsMonth) book.months.add(visit, award.benefitAmount);

  // A meal that passed the rules is a dine that earns the reservation bonus, even one the
  // month's cap left nothing: bonuses are not capped (decision 0063). A meal that earned nothing
  // by the rules leaves the reservation booked for a meal that does.
  const bonus =
    base.awardStatus === "Pending"
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
  const made: AwardTransition[] = [
    {
      transactionId: row.id,
      partnerCode: meal.partnerCode,
      fromStatus: null,
      toStatus: award.awardStatus,
      reason: award.notEarnedReason ?? (award.cappedBy ? "capped" : null),
      actor: "engine",
    },
  ];
  if (bonus?.posted)
    made.push({
      transactionId: bonus.posted.id,
      partnerCode: meal.partnerCode,
      fromStatus: null,
      toStatus: bonus.posted.awardStatus,
      reason: bonus.posted.notEarnedReason,
      actor: "engine",
    });
  await recordAwardTransitions(tx, made);
  return {
    transactionId: row.id,
    awardStatus: award.awardStatus,
    benefitAmount: award.benefitAmount,
    reservationBonus: bonus?.bonus ?? null,
  };
}
