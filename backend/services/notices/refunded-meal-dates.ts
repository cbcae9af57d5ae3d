import "server-only";
import { desc, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "@/backend/db/client";
import { reversesMeal } from "@/backend/db/queries/meal-reversals";
import { transactions } from "@/backend/db/schema";

const meal = alias(transactions, "meal");

/**
 * The date of the meal each reversal took back from (a reversal is dated at its refund), so a
 * notice says which meal was refunded. One query for a claim's reversals; where source ids nest
 * (an id may hold ':'), the longest meal source id, the reversal's own, wins.
 */
export async function refundedMealDates(db: Db, reversalIds: readonly string[]): Promise<Map<string, Date>> {
  if (reversalIds.length === 0) return new Map();
  const rows = await db
    .select({ id: transactions.id, mealDate: meal.date })
    .from(transactions)
    .innerJoin(meal, reversesMeal(transactions, meal))
    .where(inArray(transactions.id, [...reversalIds]))
    .orderBy(desc(sql`length(${meal.sourceTransactionId})`));
  const dates = new Map<string, Date>();
  for (const row of rows) if (!dates.has(row.id)) dates.set(row.id, row.mealDate);
  return dates;
}
