import "server-only";
import { and, asc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "@/backend/db/database";
import { postings } from "@/backend/db/schema";
import type { PostingChannelName } from "@/partners/schema";
import { postingLeaseMs } from "./posting-retry";

export type ClaimedPosting = typeof postings.$inferSelect;

/**
 * Claims up to `limit` due lines of one partner for one send, oldest first, as mail delivery
 * claims a message (backend/services/mail/deliver-queued-mail.ts): one UPDATE whose inner select
 * locks with SKIP LOCKED counts the try, names the batch and holds the lines for the lease. A
 * second sender (another instance, a hand run) gets other lines or none, so no line goes out twice
 * at once; a send that never ends (a crash) frees its lines when the lease runs out.
 */
export async function claimDuePostings(
  db: Db,
  input: {
    readonly partnerCode: string;
    readonly channel: PostingChannelName;
    readonly batchId: string;
    readonly limit: number;
    readonly now: Date;
  },
): Promise<ClaimedPosting[]> {
  const due = and(
    eq(postings.partnerCode, input.partnerCode),
    eq(postings.status, "queued"),
    lte(postings.nextAttemptAt, input.now),
    or(isNull(postings.leaseUntil), lte(postings.leaseUntil, input.now)),
  );
  const claimed = await db
    .update(postings)
    .set({
      attempts: sql`${postings.attempts} + 1`,
      leaseUntil: new Date(input.now.getTime() + postingLeaseMs),
      channel: input.channel,
      batchId: input.batchId,
    })
    .where(
      and(
        due,
        inArray(
          postings.id,
          db
            .select({ id: postings.id })
            .from(postings)
            .where(due)
            .orderBy(asc(postings.nextAttemptAt), asc(postings.id))
            .limit(input.limit)
            .for("update", { skipLocked: true }),
        ),
      ),
    )
    .returning();
  // The batch lists its lines in a stable order (the file, the request body).
  return claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
}
