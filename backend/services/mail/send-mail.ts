import "server-only";
import { createTransport, type Transporter } from "nodemailer";
import type { Db } from "@/backend/db/client";
import { outboxMessages } from "@/backend/db/schema";
import { env } from "@/platform/env";
import { logger } from "../../../platform/logger";

export interface MailMessage {
  readonly partnerCode: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html?: string;
}

let transport: Transporter | undefined;

/**
 * Sends one message: through SMTP_URL when set, otherwise into the outbox table, which the
 * staging tools' mailbox shows, so flows that email a link (password recovery) complete on one
 * machine. Only the recipient's domain is logged: addresses are personal data.
 */
export async function sendMail(db: Db, message: MailMessage): Promise<void> {
  const { SMTP_URL, MAIL_FROM } = env();
  const domain = message.to.split("@")[1] ?? "?";
  if (SMTP_URL) {
    transport ??= createTransport(SMTP_URL);
    await transport.sendMail({ from: MAIL_FROM, ...message });
    logger.info("Mail sent by SMTP", { subject: message.subject, domain });
    return;
  }
  await db.insert(outboxMessages).values({
    partnerCode: message.partnerCode,
    toAddress: message.to,
    subject: message.subject,
    textBody: message.text,
    htmlBody: message.html ?? null,
  });
  logger.info("Mail kept in the outbox", { subject: message.subject, domain });
}
