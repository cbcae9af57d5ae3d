import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/backend/db/database";
import { transactions } from "@/backend/db/schema";

/**
 * The rows a payout pays out (docs/decisions/0068-statement-credits-from-the-engine.md): a
 * cash-back member's settled awards not yet paid, whatever made them. Meals, reservation and
 * qualified bonuses, adjustments and a refund's negative reversal alike are `transaction` rows
 * that are Awarded until a statement credit pays them (then Paid); Pending ones have not settled,
 * Forfeit and Deferred ones earned nothing. Seeded rows count as ingested ones do: the seed paid
 * out its own history the way the engine does, so what it left Awarded is the member's balance.
 */
export function unpaidCashBack(partnerCode: string): SQL {
  return sql`${transactions.partnerCode} = ${partnerCode}
    and ${transactions.recordType} = 'transaction'
    and ${transactions.awardStatus} = 'Awarded'`;
}

const balanceRow = z.object({ rows: z.array(z.object({ balance: z.coerce.number().int() })) });

/**
 * The member's cash back earned and not yet paid out, in cents: one query, the sum of
 * `unpaidCashBack`. It may be below zero: a refund of a meal already paid out is taken back from
 * what the member earns next (decision 0068), so the caller showing it decides how.
 */
export async function creditBalanceCents(
  db: Db,
  { partnerCode, memberId }: { readonly partnerCode: string; readonly memberId: string },
): Promise<number> {
  const result: unknown = await db.execute(sql`
    select coalesce(sum(${transactions.benefitAmount}), 0)::int as balance
    from ${transactions}
    where ${unpaidCashBack(partnerCode)} and ${transactions.memberId} = ${memberId}`);
  return balanceRow.parse(result).rows[0]?.balance ?? 0;
}
