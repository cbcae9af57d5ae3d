import "server-only";
import { awardPosting } from "./award-posting";
import { awardNotices } from "./award-notices";
import { awardSettlement } from "./award-settlement";
import { bonusQualification } from "./bonus-qualification";
import type { JobDefinition } from "./job";
import { mailDelivery } from "./mail-delivery";
import { markNoShowsJob } from "./mark-no-shows";
import { pruneExpired } from "./prune-expired";
import { statementCredits } from "./statement-credits";
import { reservationReminders } from "./reservation-reminders";
import { vipQualification } from "./vip-qualification";

/** Every periodic job, each in its own file; the runners and `npm run jobs` read this list. */
export const allJobs: readonly JobDefinition[] = [
  awardSettlement,
  awardPosting,
  mailDelivery,
  pruneExpired,
  markNoShowsJob,
  vipQualification,
  awardNotices,
  bonusQualification,
  statementCredits,
  reservationReminders,
];

export function findJob(name: string): JobDefinition | undefined {
  return allJobs.find((job) => job.name === name);
}
