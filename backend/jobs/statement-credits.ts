import "server-only";
import { advanceStatementCredits } from "@/backend/engine/advance-statement-credits";
import { issueStatementCredits } from "@/backend/engine/issue-statement-credits";
import { payoutPartners } from "@/backend/engine/payout-partners";
import { env } from "@/platform/env";
import { allPartners } from "@/partners/registry";
import type { JobDefinition } from "./job";

/**
 * Pays cash-back balances out as statement credits once they reach the partner's payout
 * threshold, and (outside production, where no benefit processor answers yet) moves issued
 * credits on as the stand-in processor would (docs/decisions/0068-statement-credits-from-the-engine.md).
 * Every 15 minutes: a balance waits at most that long past the threshold.
 */
export const statementCredits: JobDefinition = {
  name: "statement-credits",
  everyMinutes: () => 15,
  run: async ({ db, now }) => {
    const partners = payoutPartners(allPartners().map(({ effective }) => effective));
    const processed =
      env().APP_ENV === "production" ? { received: 0, completed: 0 } : await advanceStatementCredits(db, now);
    const issued = await issueStatementCredits(db, { partners, now });
    return { ...issued, ...processed };
  },
};
