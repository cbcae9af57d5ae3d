import "server-only";
import { createTransport } from "nodemailer";
import { env } from "@/platform/env";

export interface OutgoingMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html?: string;
}

/** Where the delivery job hands a message: a rejection is a failed try. */
export interface MailTransport {
  send(message: OutgoingMail): Promise<void>;
}

/**
 * An SMTP server (smtp://user:pass@host:587, smtps://… for TLS from the start). Short timeouts:
 * a server that does not answer fails the try in seconds, and the queue tries again later, where
 * nodemailer's defaults would hold one try (and the job) for minutes.
 */
export function smtpTransport(url: string, from: string = env().MAIL_FROM): MailTransport {
  const transporter = createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    send: async (message) => {
      await transporter.sendMail({ from, ...message });
    },
  };
}

let configured: MailTransport | undefined;

/**
 * SMTP_URL's server, or null when none is set: then the outbox table is the mailbox (the staging
 * tools show it) and delivery only marks messages delivered there. Production requires SMTP_URL
 * (lib/server/env.ts).
 */
export function configuredMailTransport(): MailTransport | null {
  const { SMTP_URL } = env();
  if (!SMTP_URL) return null;
  configured ??= smtpTransport(SMTP_URL);
  return configured;
}
