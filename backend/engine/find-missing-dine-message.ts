import "server-only";
import { and, eq, gte, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "@/backend/db/database";
import { merchantNetworkIds, networkTransactions } from "@/backend/db/schema";
import { missingDineAmountTolerance } from "@/shared/contracts/missing-dine-values";
import type { NetworkUnmatchedReason } from "@/shared/contracts/network-feed-values";

/** Reasons a clearing of the member's own card stayed unmatched that a report can mend. */
const mendable: readonly NetworkUnmatchedReason[] = ["unknown_merchant", "unknown_card_reference"];

const dayMs = 86_400_000;

/** The calendar days either side of "YYYY-MM-DD": the terminal's day may differ from the member's. */
function aroundDay(date: string): string[] {
  const ms = Date.parse(`${date}T00:00:00Z`);
  return [-1, 0, 1].map((offset) => new Date(ms + offset * dayMs).toISOString().slice(0, 10));
}

export type MissingDineMessage = typeof networkTransactions.$inferSelect;

/**
 * The unmatched clearing a member's report names (decision 0069), locked for the award: the
 * card's network reference, the reported day ±1, the amount within the tolerance (a tip left
 * out or guessed), in US dollars, and a restaurant that is the reported one by its network id,
 * or one the network named by an id we do not know. Only a reference or merchant id we could
 * not place is mended: a card deleted before the meal or another currency never earns
 * (decision 0061). The nearest amount, then the nearest day, wins; null when none fits.
 */
export async function findMissingDineMessage(
  tx: Db,
  report: {
    readonly cardReference: string;
    readonly merchantId: string;
    readonly date: string;
    readonly amountCents: number;
  },
): Promise<MissingDineMessage | null> {
  const low = Math.floor(report.amountCents * (1 - missingDineAmountTolerance));
  const high = Math.ceil(report.amountCents * (1 + missingDineAmountTolerance));
  const [row] = await tx
    .select({ message: networkTransactions })
    .from(networkTransactions)
    .leftJoin(
      merchantNetworkIds,
      and(
        eq(merchantNetworkIds.network, networkTransactions.network),
        eq(merchantNetworkIds.networkMerchantId, networkTransactions.networkMerchantId),
      ),
    )
    .where(
      and(
        eq(networkTransactions.cardReference, report.cardReference),
        eq(networkTransactions.matchStatus, "unmatched"),
        eq(networkTransactions.messageType, "clearing"),
        eq(networkTransactions.currency, "USD"),
        inArray(networkTransactions.unmatchedReason, [...mendable]),
        inArray(networkTransactions.localDate, aroundDay(report.date)),
        gte(networkTransactions.amountCents, low),
        lte(networkTransactions.amountCents, high),
        or(eq(merchantNetworkIds.merchantId, report.merchantId), isNull(merchantNetworkIds.merchantId)),
      ),
    )
    .orderBy(
      sql`abs(${networkTransactions.amountCents} - ${report.amountCents})`,
      sql`abs(${networkTransactions.localDate}::date - ${report.date}::date)`,
      networkTransactions.receivedAt,
    )
    .limit(1)
    .for("update", { of: networkTransactions });
  return row?.message ?? null;
}
