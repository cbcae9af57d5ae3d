import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/backend/db/client";
import { outboxMessages, outboxStatuses, type OutboxStatus } from "@/backend/db/schema";

export interface MailQueueState {
  readonly counts: Readonly<Record<OutboxStatus, number>>;
  /** When the oldest message still waiting was queued; null when none waits. */
  readonly oldestQueuedAt: Date | null;
}

/** The outbox by status, and its oldest waiting message: what the metrics report of the queue. */
export async function mailQueueState(db: Db): Promise<MailQueueState> {
  const rows = await db
    .select({
      status: outboxMessages.status,
      count: sql<number>`count(*)::int`,
      oldest: sql<string | Date | null>`min(${outboxMessages.createdAt})`,
    })
    .from(outboxMessages)
    .groupBy(outboxMessages.status);
  const counts = Object.fromEntries(outboxStatuses.map((status) => [status, 0])) as Record<
    OutboxStatus,
    number
  >;
  let oldestQueuedAt: Date | null = null;
  for (const row of rows) {
    counts[row.status] = row.count;
    // A raw aggregate comes back as text from node-postgres and as a Date from PGlite.
    if (row.status === "queued" && row.oldest !== null) oldestQueuedAt = new Date(row.oldest);
  }
  return { counts, oldestQueuedAt };
}
