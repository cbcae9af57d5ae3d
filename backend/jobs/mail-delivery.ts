import "server-only";
import { deliverQueuedMail } from "@/backend/services/mail/deliver-queued-mail";
import { configuredMailTransport } from "@/backend/services/mail/mail-transport";
import type { JobDefinition } from "./job";

/**
 * Sends the outbox's due messages through SMTP_URL, with retries and backoff and a dead letter
 * after the last try (backend/services/mail/deliver-queued-mail.ts). Every minute, and at once
 * when sendMail queues a message (backend/jobs/nudge.ts). Without SMTP_URL the messages are
 * marked delivered in the outbox table, which the staging tools' mailbox shows.
 */
export const mailDelivery: JobDefinition = {
  name: "mail-delivery",
  everyMinutes: () => 1,
  run: async ({ db, now }) => ({
    ...(await deliverQueuedMail(db, { transport: configuredMailTransport(), now })),
  }),
};
