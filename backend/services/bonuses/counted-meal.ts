import "server-only";
import { and, eq, gt, inArray, isNotNull, notLike, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { reversesMeal } from "@/backend/db/queries/meal-reversals";
import { transactions } from "@/backend/db/schema";
import { seedBatchPrefix } from "@/backend/db/seed/seed-batch";

const reversalName = "reversal";
const reversal = alias(transactions, reversalName);

/** What refunds took back from the meal: the sum of its reversals (negative), or 0. */
const reversed = sql`coalesce((select sum(${reversal.benefitAmount}) from ${transactions} as ${sql.identifier(reversalName)} where ${reversesMeal(reversal, transactions)}), 0)`;

/**
 * A meal that counts toward a bonus condition (decision 0065): an ingested meal of the engine's
 * (seeded rows are a picture of a history, not events, the demo history the seed ran through
 * the engine too, decision 0070) that earned something, pending or
 * settled, and that refunds have not taken back in full. Forfeit and Deferred meals earned
 * nothing and are no dine, as for the reservation bonus (decision 0032).
 */
export const countedMeal = and(
  isNotNull(transactions.ingestionBatchId),
  notLike(transactions.ingestionBatchId, `${seedBatchPrefix}%`),
  eq(transactions.recordType, "transaction"),
  inArray(transactions.transactionType, ["S", "M"]),
  inArray(transactions.awardStatus, ["Pending", "Awarded", "Paid"]),
  gt(transactions.benefitAmount, 0),
  sql`${transactions.benefitAmount} + ${reversed} > 0`,
);
