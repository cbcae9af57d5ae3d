import "server-only";
import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Db } from "@/backend/db/client";
import { outboxMessages } from "@/backend/db/schema";
import { logger } from "@/platform/logger";
import {
  mailErrorName,
  mailLeaseMs,
  mailMaxAttempts,
  mailRetryDelayMs,
  mailServerUnusable,
} from "./mail-retry";
import type { MailTransport } from "./mail-transport";

export interface DeliveryOutcome {
  readonly sent: number;
  readonly retried: number;
  readonly dead: number;
}

const due = (now: Date) => and(eq(outboxMessages.status, "queued"), lte(outboxMessages.nextAttemptAt, now));

/**
 * Claims the oldest due message for one try: its tries go up and it is held for the lease, so a
 * second runner (another instance, a hand run) skips it, and a try that never ends (a crash)
 * frees it when the lease runs out. One statement, with SKIP LOCKED for runners side by side.
 */
async function claimOne(db: Db, now: Date) {
  const [claimed] = await db
    .update(outboxMessages)
    .set({
      attempts: sql`${outboxMessages.attempts} + 1`,
      nextAttemptAt: new Date(now.getTime() + mailLeaseMs),
    })
    .where(
      inArray(
        outboxMessages.id,
        db
          .select({ id: outboxMessages.id })
          .from(outboxMessages)
          .where(due(now))
          .orderBy(asc(outboxMessages.nextAttemptAt))
          .limit(1)
          .for("update", { skipLocked: true }),
      ),
    )
    .returning();
  return claimed;
}

/** The failed try's outcome: another try after the backoff, or the dead letter after the last. */
async function recordFailure(
  db: Db,
  message: { id: string; attempts: number; toAddress: string },
  error: unknown,
  context: { now: Date; maxAttempts: number },
): Promise<"retried" | "dead"> {
  const lastError = mailErrorName(error);
  const domain = message.toAddress.split("@")[1] ?? "?";
  if (message.attempts >= context.maxAttempts) {
    await db
      .update(outboxMessages)
      .set({ status: "dead", lastError })
      .where(and(eq(outboxMessages.id, message.id), eq(outboxMessages.status, "queued")));
    logger.error("Mail given up after its last try", {
      error: lastError,
      attempts: message.attempts,
      domain,
    });
    return "dead";
  }
  const nextAttemptAt = new Date(context.now.getTime() + mailRetryDelayMs(message.attempts));
  await db
    .update(outboxMessages)
    .set({ nextAttemptAt, lastError })
    .where(and(eq(outboxMessages.id, message.id), eq(outboxMessages.status, "queued")));
  logger.warn("Mail not sent: it will be tried again", {
    error: lastError,
    attempts: message.attempts,
    domain,
  });
  return "retried";
}

/**
 * The mail-delivery job's work (backend/jobs/mail-delivery.ts): every due queued message is sent
 * through `transport`, one claim at a time, until none is due or `maxMessages` were tried. A
 * failure the server caused (down, refusing our credentials) ends the run after that one try:
 * the rest wait for the next run instead of each spending a try on the same outage. Without a
 * transport (no SMTP_URL) the outbox table is the mailbox: due messages are marked sent where
 * they are.
 */
export async function deliverQueuedMail(
  db: Db,
  options: {
    transport: MailTransport | null;
    now?: Date;
    maxMessages?: number;
    maxAttempts?: number;
  },
): Promise<DeliveryOutcome> {
  const now = options.now ?? new Date();
  if (!options.transport) {
    const kept = await db
      .update(outboxMessages)
      .set({ status: "sent", sentAt: now, attempts: sql`${outboxMessages.attempts} + 1` })
      .where(due(now))
      .returning({ id: outboxMessages.id });
    return { sent: kept.length, retried: 0, dead: 0 };
  }
  const counts = { sent: 0, retried: 0, dead: 0 };
  const context = { now, maxAttempts: options.maxAttempts ?? mailMaxAttempts };
  for (let tried = 0; tried < (options.maxMessages ?? 200); tried += 1) {
    const message = await claimOne(db, now);
    if (!message) break;
    try {
      await options.transport.send({
        to: message.toAddress,
        subject: message.subject,
        text: message.textBody,
        ...(message.htmlBody ? { html: message.htmlBody } : {}),
      });
    } catch (error) {
      counts[await recordFailure(db, message, error, context)] += 1;
      if (mailServerUnusable(error)) break;
      continue;
    }
    await db
      .update(outboxMessages)
      .set({ status: "sent", sentAt: now, lastError: null })
      .where(eq(outboxMessages.id, message.id));
    logger.info("Mail sent by SMTP", {
      subject: message.subject,
      domain: message.toAddress.split("@")[1] ?? "?",
      attempts: message.attempts,
    });
    counts.sent += 1;
  }
  return counts;
}
