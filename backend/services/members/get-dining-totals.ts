import "server-only";
import { and, eq, gte, lt, sql } from "drizzle-orm";
import type { Db } from "@/backend/db/client";
import { transactions } from "@/backend/db/schema";
import type { DiningTotals } from "@/shared/rules/dining-progress";

/** Meals are settled or manual records; bonuses and adjustments add rewards but are no visit. */
const mealTypes = sql.raw(`('S', 'M')`);
const earning = sql`${transactions.awardStatus} in ('Awarded', 'Paid')`;
const isMeal = sql`${transactions.transactionType} in ${mealTypes}`;
/** A meal that counts toward the dining goal: the VIP batch (qualify-vip-members.ts) counts the same. */
export const earningMeal = sql`${isMeal} and ${earning}`;

/** The progress rule's totals, and every meal dined with a linked card whatever it earned. */
export interface MemberDiningTotals extends DiningTotals {
  readonly meals: number;
}

/**
 * One member's dining between `start` and `end`, summed in one indexed query
 * (transactions_member_date_idx): meals that earned, meals still pending, what the earning meals
 * cost, and every reward earned (bonuses included). Forfeit and Deferred meals earned nothing
 * and count toward the VIP goal with nothing, but they are meals the member dined.
 */
export async function getDiningTotals(
  db: Db,
  { partnerCode, memberId, start, end }: { partnerCode: string; memberId: string; start: Date; end: Date },
): Promise<MemberDiningTotals> {
  const [row] = await db
    .select({
      meals: sql<number>`(count(*) filter (where ${isMeal}))::int`,
      dines: sql<number>`(count(*) filter (where ${isMeal} and ${earning}))::int`,
      pendingDines: sql<number>`(count(*) filter (where ${isMeal} and ${transactions.awardStatus} = 'Pending'))::int`,
      spendCents: sql<number>`coalesce(sum(${transactions.ticketAmountCents}) filter (where ${isMeal} and ${earning}), 0)::int`,
      earned: sql<number>`coalesce(sum(${transactions.benefitAmount}) filter (where ${earning}), 0)::int`,
      mealEarned: sql<number>`coalesce(sum(${transactions.benefitAmount}) filter (where ${isMeal} and ${earning}), 0)::int`,
    })
    .from(transactions)
    .where(
      and(
        eq(transactions.partnerCode, partnerCode),
        eq(transactions.memberId, memberId),
        eq(transactions.recordType, "transaction"),
        gte(transactions.date, start),
        lt(transactions.date, end),
      ),
    );
  // An aggregate always answers one row; ::int comes back as a number from both drivers.
  return {
    meals: row?.meals ?? 0,
    dines: row?.dines ?? 0,
    pendingDines: row?.pendingDines ?? 0,
    spendCents: row?.spendCents ?? 0,
    earned: row?.earned ?? 0,
    mealEarned: row?.mealEarned ?? 0,
  };
}
