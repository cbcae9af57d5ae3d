import "server-only";
import { configuredPosting } from "@/backend/engine/posting/configured-posting";
import { postAwards } from "@/backend/engine/posting/post-awards";
import type { JobDefinition } from "./job";

/**
 * Posts Awarded awards to the partners' programs and applies their answers: an accepted award
 * becomes Paid, a rejected one stays Awarded with the reason on its line
 * (docs/decisions/0064-posting-to-the-partner.md). Every 5 minutes: an HTTP partner's awards are
 * Paid minutes after they settle; an accrual-file partner gets its file on the day's first run
 * with lines due, and its acknowledgement file is read on every run.
 */
export const awardPosting: JobDefinition = {
  name: "award-posting",
  everyMinutes: () => 5,
  run: ({ db, now }) => postAwards(db, { ...configuredPosting(), now }),
};
