import "server-only";
import type { Db } from "@/backend/db/client";
import { configuredPosting } from "@/backend/engine/posting/configured-posting";
import { postAwards } from "@/backend/engine/posting/post-awards";

/**
 * The staging tools' "Post awards now": one run of the award-posting job (decision 0064) at
 * once, instead of waiting for the schedule. Answers how many lines went out and how many awards
 * the partners' answers made Paid.
 */
export async function postAwardsNow(db: Db): Promise<{ readonly sent: number; readonly paid: number }> {
  const outcome = await postAwards(db, { ...configuredPosting(), now: new Date() });
  return { sent: outcome.linesSent ?? 0, paid: outcome.paid ?? 0 };
}
