import "server-only";
import { sendAwardNotices } from "@/backend/services/notices/send-award-notices";
import type { JobDefinition } from "./job";

/**
 * Tells members what the feed just did to their rewards (decision 0065): an award, a meal that
 * earned nothing and why, a refund taken back, a bonus earned, in the partner's words and unless
 * they opted out of email (backend/services/notices/send-award-notices.ts). Every minute, and at
 * once when an ingested batch or file commits (nudge-after-ingest.ts). Claims its rows, so a hand
 * run beside the schedule, or a second instance, mails each row once.
 */
export const awardNotices: JobDefinition = {
  name: "award-notices",
  everyMinutes: () => 1,
  run: async ({ db, now }) => ({ ...(await sendAwardNotices(db, now)) }),
};
