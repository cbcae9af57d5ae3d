import "server-only";
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/backend/db/database";
import { transactions } from "@/backend/db/schema";
import { merchantMonthOf, type MerchantMonth, type MerchantVisit } from "./merchant-month";

/** What a member's meals at a restaurant earned in a month, kept current as the batch awards. */
export interface MerchantMonthLedger {
  /** Earned so far in the visit's month; null for a month this batch does not hold. */
  earned(visit: MerchantVisit): number | null;
  add(visit: MerchantVisit, amount: number): void;
}

/** A transaction-level advisory lock key of a month: 64 bits of its key's SHA-256. */
function lockKey(month: MerchantMonth): bigint {
  return createHash("sha256").update(`award-month\u0000${month.key}`).digest().readBigInt64BE(0);
}

const earnedRows = z.object({ rows: z.array(z.object({ key: z.string(), earned: z.coerce.number() })) });

/**
 * Holds the merchant months a batch's meals fall in until the batch commits, and reads what each
 * has earned (decision 0063). One advisory lock per month, taken in one statement in key order, so
 * two batches counting the same month take turns (the second counts what the first wrote) and two
 * batches holding several never wait on each other in a cycle; then one query sums the month's
 * meal awards (source S) for all of them. The caller adds what each award it posts earned.
 */
export async function holdMerchantMonths(
  tx: Db,
  visits: readonly MerchantVisit[],
): Promise<MerchantMonthLedger> {
  const months = new Map<string, MerchantMonth & { readonly visit: MerchantVisit }>();
  for (const visit of visits) {
    const month = merchantMonthOf(visit);
    if (!months.has(month.key)) months.set(month.key, { ...month, visit });
  }
  const earned = new Map<string, number>();
  if (months.size > 0) {
    const keys = [...new Set([...months.values()].map(lockKey))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    await tx.execute(
      sql`select pg_advisory_xact_lock(k) from unnest(array[${sql.join(
        keys.map((key) => sql`${key.toString()}`),
        sql`, `,
      )}]::bigint[]) as k`,
    );
    const rows = sql.join(
      [...months.values()].map(
        ({ key, start, end, visit }) =>
          sql`(${key}, ${visit.partnerCode}, ${visit.memberId}::uuid, ${visit.merchant.id}, ${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz)`,
      ),
      sql`, `,
    );
    const result: unknown = await tx.execute(sql`
      select m.key, coalesce(sum(t.benefit_amount), 0)::int as earned
      from (values ${rows}) as m(key, partner_code, member_id, merchant_id, starts, ends)
      left join ${transactions} t
        on t.partner_code = m.partner_code and t.member_id = m.member_id
        and t.merchant_id = m.merchant_id and t.transaction_type = 'S'
        and t.date >= m.starts and t.date < m.ends
      group by m.key`);
    for (const row of earnedRows.parse(result).rows) earned.set(row.key, row.earned);
  }
  return {
    earned: (visit) => earned.get(merchantMonthOf(visit).key) ?? null,
    add: (visit, amount) => {
      const { key } = merchantMonthOf(visit);
      const current = earned.get(key);
      if (current === undefined) throw new Error("a merchant month the batch does not hold");
      earned.set(key, current + amount);
    },
  };
}
