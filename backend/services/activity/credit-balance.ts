import "server-only";
import type { Db } from "@/backend/db/client";
import { creditBalanceCents } from "@/backend/engine/credit-balance";
import type { CreditBalance } from "@/shared/contracts/activity";

/**
 * Cash back earned and not yet paid out (GET /api/Member/StatementCreditBalance), in cents: the
 * engine's balance, the one a payout pays (decision 0068). A payout turns its awards Paid and
 * adds the statement credit that paid them, so the balance drops back to zero. A refund taken
 * back after a payout can leave it below zero until the member earns again: shown as nothing.
 */
export async function creditBalance(
  db: Db,
  scope: { partnerCode: string; memberId: string },
): Promise<CreditBalance> {
  return { memberBalance: Math.max(0, await creditBalanceCents(db, scope)) };
}
