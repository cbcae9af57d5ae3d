import "server-only";
import { and, eq, inArray, isNotNull, lt, lte, or, type SQL } from "drizzle-orm";
import type { Db } from "@/backend/db/client";
import {
  impressions,
  outboxMessages,
  passwordResetTokens,
  rateLimitWindows,
  sessions,
  spentHumanChecks,
} from "@/backend/db/schema";
import { idleMs } from "@/backend/services/sessions/read-sealed-session";

const dayMs = 86_400_000;

/**
 * How long rows are kept once their use is over (docs/decisions/0052-durable-jobs-and-mail.md).
 * Sent mail holds addresses and links, so it goes after two weeks (the staging mailbox shows that
 * much); dead letters stay a month for an operator to requeue or read; impressions (analytics
 * events) thirteen months, so a year can be compared with the one before.
 */
export const retention = {
  sentMailDays: 14,
  deadMailDays: 30,
  impressionDays: 395,
} as const;

/** Rows deleted per statement: a first prune of a large table never holds one long lock. */
const batchSize = 5_000;

/** Runs a batch delete until a batch comes back short; answers the rows deleted. */
async function inBatches(deleteBatch: (limit: number) => Promise<unknown[]>): Promise<number> {
  let total = 0;
  for (;;) {
    const count = (await deleteBatch(batchSize)).length;
    total += count;
    if (count < batchSize) return total;
  }
}

const ago = (now: Date, days: number) => new Date(now.getTime() - days * dayMs);

/** The ended-session rule of findLiveSession (session-rows.ts): revoked, past either limit. */
function sessionOver(now: Date): SQL | undefined {
  const idleSince = (rememberMe: boolean) => new Date(now.getTime() - idleMs(rememberMe));
  return or(
    isNotNull(sessions.revokedAt),
    lte(sessions.absoluteExpiresAt, now),
    and(eq(sessions.rememberMe, true), lte(sessions.lastSeenAt, idleSince(true))),
    and(eq(sessions.rememberMe, false), lte(sessions.lastSeenAt, idleSince(false))),
  );
}

/**
 * Deletes what can no longer be used, each by the rule that already treats it as over: sessions
 * revoked, past their absolute expiry or idle past their timeout; rate-limit windows that ended
 * (a hit would restart them anyway); spent human checks whose challenge expired; password-reset
 * links past their expiry; mail and impressions past their retention. Nothing live is touched,
 * and every statement may run again at any time. Answers how many rows each rule deleted.
 */
export async function pruneExpiredRows(db: Db, now: Date): Promise<Readonly<Record<string, number>>> {
  const mailPast = (
    status: "sent" | "dead",
    column: typeof outboxMessages.sentAt | typeof outboxMessages.createdAt,
    days: number,
  ) =>
    inBatches((limit) =>
      db
        .delete(outboxMessages)
        .where(
          inArray(
            outboxMessages.id,
            db
              .select({ id: outboxMessages.id })
              .from(outboxMessages)
              .where(and(eq(outboxMessages.status, status), lt(column, ago(now, days))))
              .limit(limit),
          ),
        )
        .returning({ id: outboxMessages.id }),
    );
  return {
    sessions: await inBatches((limit) =>
      db
        .delete(sessions)
        .where(
          inArray(
            sessions.id,
            db.select({ id: sessions.id }).from(sessions).where(sessionOver(now)).limit(limit),
          ),
        )
        .returning({ id: sessions.id }),
    ),
    rateLimitWindows: await inBatches((limit) =>
      db
        .delete(rateLimitWindows)
        .where(
          inArray(
            rateLimitWindows.key,
            db
              .select({ key: rateLimitWindows.key })
              .from(rateLimitWindows)
              .where(lte(rateLimitWindows.resetAt, now))
              .limit(limit),
          ),
        )
        .returning({ key: rateLimitWindows.key }),
    ),
    spentHumanChecks: await inBatches((limit) =>
      db
        .delete(spentHumanChecks)
        .where(
          inArray(
            spentHumanChecks.id,
            db
              .select({ id: spentHumanChecks.id })
              .from(spentHumanChecks)
              .where(lt(spentHumanChecks.expiresAt, now))
              .limit(limit),
          ),
        )
        .returning({ id: spentHumanChecks.id }),
    ),
    passwordResetTokens: await inBatches((limit) =>
      db
        .delete(passwordResetTokens)
        .where(
          inArray(
            passwordResetTokens.id,
            db
              .select({ id: passwordResetTokens.id })
              .from(passwordResetTokens)
              .where(lte(passwordResetTokens.expiresAt, now))
              .limit(limit),
          ),
        )
        .returning({ id: passwordResetTokens.id }),
    ),
    sentMail: await mailPast("sent", outboxMessages.sentAt, retention.sentMailDays),
    deadMail: await mailPast("dead", outboxMessages.createdAt, retention.deadMailDays),
    impressions: await inBatches((limit) =>
      db
        .delete(impressions)
        .where(
          inArray(
            impressions.id,
            db
              .select({ id: impressions.id })
              .from(impressions)
              .where(lt(impressions.receivedAt, ago(now, retention.impressionDays)))
              .limit(limit),
          ),
        )
        .returning({ id: impressions.id }),
    ),
  };
}
