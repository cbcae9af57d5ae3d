import "server-only";
import type { Db } from "@/backend/db/client";
import { outboxMessages } from "@/backend/db/schema";
import { nudgeJob } from "@/backend/jobs/nudge";
import { logger } from "@/platform/logger";

export interface MailMessage {
  readonly partnerCode: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html?: string;
}

/**
 * Queues one message in the outbox table and returns: the mail-delivery job sends it (SMTP_URL)
 * with retries, so a request that mails (a booking, a password reset) answers at once and a mail
 * server that is down loses nothing (docs/decisions/0052-durable-jobs-and-mail.md). The running
 * job runner is asked to deliver soon. Only the recipient's domain is logged: addresses are
 * personal data.
 */
export async function sendMail(db: Db, message: MailMessage): Promise<void> {
  await db.insert(outboxMessages).values({
    partnerCode: message.partnerCode,
    toAddress: message.to,
    subject: message.subject,
    textBody: message.text,
    htmlBody: message.html ?? null,
    // This process's clock, the one delivery compares with (a server's may differ by a little).
    nextAttemptAt: new Date(),
  });
  logger.info("Mail queued", { subject: message.subject, domain: message.to.split("@")[1] ?? "?" });
  nudgeJob("mail-delivery");
}
