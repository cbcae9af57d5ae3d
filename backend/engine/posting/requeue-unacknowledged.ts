import "server-only";
import { and, eq, inArray, lte } from "drizzle-orm";
import type { Db } from "@/backend/db/database";
import { postings } from "@/backend/db/schema";
import { postingAckTimeoutMs } from "./posting-retry";

/**
 * Lines sent in a file and still unanswered after the acknowledgement timeout (3 days) are
 * queued again, to go out in a later file: a file lost on its way, or an acknowledgement never
 * written, does not leave an award Awarded for good. The partner answers a line it has seen before
 * with its first answer (docs/posting-format.md), so a resend credits nothing twice.
 */
export async function requeueUnacknowledged(
  db: Db,
  input: { readonly partnerCodes: readonly string[]; readonly now: Date },
): Promise<number> {
  if (input.partnerCodes.length === 0) return 0;
  const requeued = await db
    .update(postings)
    .set({ status: "queued", nextAttemptAt: input.now, lastError: "NoAnswer" })
    .where(
      and(
        inArray(postings.partnerCode, [...input.partnerCodes]),
        eq(postings.status, "sent"),
        lte(postings.sentAt, new Date(input.now.getTime() - postingAckTimeoutMs)),
      ),
    )
    .returning({ id: postings.id });
  return requeued.length;
}
