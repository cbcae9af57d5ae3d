import "server-only";
import { and, inArray } from "drizzle-orm";
import type { Db } from "@/backend/db/database";
import { postings } from "@/backend/db/schema";
import { postingRetryDelayMs } from "./posting-retry";

/**
 * A send failed: each of its lines waits 1, 2, 4, … minutes (at most an hour) after its latest
 * try and keeps the failure's class (posting-retry.ts), as a mail message does. One statement per
 * number of tries among the lines (a batch mixes new lines and retried ones). Never a dead letter:
 * an award is the member's, and support sees the attempts and the error meanwhile.
 */
export async function recordPostingFailure(
  db: Db,
  input: {
    readonly lines: readonly { readonly id: string; readonly attempts: number }[];
    readonly error: string;
    readonly now: Date;
  },
) {
  const byAttempts = Map.groupBy(input.lines, (line) => line.attempts);
  for (const [attempts, lines] of byAttempts)
    await db
      .update(postings)
      .set({
        status: "queued",
        leaseUntil: null,
        nextAttemptAt: new Date(input.now.getTime() + postingRetryDelayMs(attempts)),
        lastError: input.error,
      })
      .where(
        and(
          inArray(
            postings.id,
            lines.map((line) => line.id),
          ),
          inArray(postings.status, ["queued", "sent"]),
        ),
      );
}
