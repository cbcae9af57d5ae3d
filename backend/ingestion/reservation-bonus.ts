import "server-only";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/backend/db/database";
import { memberReservations, transactions } from "@/backend/db/schema";
import type { NotEarnedReason } from "@/shared/contracts/activity";

/** The meal the bonus hangs on: already posted, and earning (a meal that earns nothing earns no bonus). */
export interface DinedMeal {
  readonly partnerCode: string;
  readonly memberId: string;
  readonly merchantId: string;
  readonly cardId: string;
  /** The meal's day on the restaurant's clock, the day the reservation is for. */
  readonly restaurantDate: string;
  readonly mealDate: Date;
  readonly batchId: string;
}

export interface ReservationBonusPartner {
  readonly hasReservationBonus: boolean;
  readonly reservationBonus: number;
}

/** The bonus the dine earned (or null), and the bonus row it posted, earning or not, for its history. */
export interface ReservationBonusOutcome {
  readonly bonus: number | null;
  readonly posted: {
    readonly id: string;
    readonly awardStatus: "Pending" | "Forfeit";
    readonly notEarnedReason: NotEarnedReason | null;
  } | null;
}

const nothingPosted: ReservationBonusOutcome = { bonus: null, posted: null };

const unearnedBecause: Record<"cancelled" | "no_show", NotEarnedReason> = {
  cancelled: "reservation_cancelled",
  no_show: "reservation_no_show",
};

/**
 * The reservation bonus for a dine (decision 0032): when the member held a booked reservation at this
 * merchant for this day, the reservation becomes dined and a bonus row (source B, Pending, on the
 * meal's posting schedule) is posted, exactly once. The reservation is claimed with a conditional
 * update first, so of two dines the same day (or two batches at once) only one finds it booked;
 * the bonus row's source id names the reservation and is unique among ingested rows besides.
 * A cancelled or no-show reservation for the day (and none booked or dined) posts a bonus row
 * that earned nothing and says why. Bonuses are not capped (decision 0063). Answers the bonus
 * earned, or null, and the row posted.
 */
export async function postReservationBonus(
  tx: Db,
  meal: DinedMeal,
  partner: ReservationBonusPartner,
): Promise<ReservationBonusOutcome> {
  if (!partner.hasReservationBonus || partner.reservationBonus <= 0) return nothingPosted;
  const sameDay = and(
    eq(memberReservations.partnerCode, meal.partnerCode),
    eq(memberReservations.memberId, meal.memberId),
    eq(memberReservations.merchantId, meal.merchantId),
    eq(memberReservations.date, meal.restaurantDate),
  );
  const row = {
    partnerCode: meal.partnerCode,
    memberId: meal.memberId,
    merchantId: meal.merchantId,
    cardId: meal.cardId,
    recordType: "transaction" as const,
    date: meal.mealDate,
    ticketAmountCents: 0,
    transactionType: "B" as const,
    ingestionBatchId: meal.batchId,
  };

  const [claimed] = await tx
    .update(memberReservations)
    .set({ status: "dined", updatedAt: new Date() })
    .where(
      eq(
        memberReservations.id,
        sql`(select ${memberReservations.id} from ${memberReservations} where ${and(
          sameDay,
          eq(memberReservations.status, "booked"),
        )} order by ${memberReservations.startsAt} limit 1 for update)`,
      ),
    )
    .returning({ id: memberReservations.id });
  if (claimed) {
    const [bonus] = await tx
      .insert(transactions)
      .values({
        ...row,
        benefitAmount: partner.reservationBonus,
        awardStatus: "Pending",
        sourceTransactionId: `reservation-bonus:${claimed.id}`,
      })
      .onConflictDoNothing()
      .returning({ id: transactions.id });
    if (!bonus) return nothingPosted;
    await tx
      .update(memberReservations)
      .set({ bonusTransactionId: bonus.id })
      .where(eq(memberReservations.id, claimed.id));
    return {
      bonus: partner.reservationBonus,
      posted: { id: bonus.id, awardStatus: "Pending", notEarnedReason: null },
    };
  }

  // No booked reservation left: say why a cancelled or no-show one earned nothing, unless the
  // day already has a dined one (its bonus was posted; this is a second meal).
  const others = await tx
    .select({ id: memberReservations.id, status: memberReservations.status })
    .from(memberReservations)
    .where(and(sameDay, inArray(memberReservations.status, ["dined", "cancelled", "no_show"])))
    .orderBy(asc(memberReservations.startsAt));
  if (others.some((other) => other.status === "dined")) return nothingPosted;
  const missed = others.find(
    (other): other is { id: string; status: "cancelled" | "no_show" } =>
      other.status === "cancelled" || other.status === "no_show",
  );
  if (!missed) return nothingPosted;
  const notEarnedReason = unearnedBecause[missed.status];
  const [forfeit] = await tx
    .insert(transactions)
    .values({
      ...row,
      benefitAmount: 0,
      awardStatus: "Forfeit",
      notEarnedReason,
      sourceTransactionId: `reservation-bonus:${missed.id}`,
    })
    .onConflictDoNothing()
    .returning({ id: transactions.id });
  return {
    bonus: null,
    posted: forfeit ? { id: forfeit.id, awardStatus: "Forfeit", notEarnedReason } : null,
  };
}
