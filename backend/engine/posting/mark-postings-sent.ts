import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "@/backend/db/database";
import { postings } from "@/backend/db/schema";

/**
 * The claimed lines went out (an accrual file is in the outgoing folder): they wait for the
 * partner's acknowledgement, free of the lease. Only lines still queued move: one the partner
 * answered meanwhile keeps its answer.
 */
export async function markPostingsSent(
  db: Db,
  input: { readonly ids: readonly string[]; readonly now: Date },
) {
  if (input.ids.length === 0) return;
  await db
    .update(postings)
    .set({ status: "sent", sentAt: input.now, leaseUntil: null, lastError: null })
    .where(and(inArray(postings.id, [...input.ids]), eq(postings.status, "queued")));
}
