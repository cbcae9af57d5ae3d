import "server-only";
import { qualifyBonuses } from "@/backend/services/bonuses/qualify-bonuses";
import { allPartners } from "@/partners/registry";
import type { JobDefinition } from "./job";
import { nudgeJob } from "./nudge";

/**
 * Registered bonuses whose condition the member's meals have met are earned and posted once
 * (backend/services/bonuses/qualify-bonuses.ts, decision 0065). Every 5 minutes, and at once when
 * an ingested batch or file commits; a bonus posted is news for the award-notices job.
 */
export const bonusQualification: JobDefinition = {
  name: "bonus-qualification",
  everyMinutes: () => 5,
  run: async ({ db, now }) => {
    let posted = 0;
    for (const { effective } of allPartners())
      posted += await qualifyBonuses(db, { partner: effective, now });
    if (posted > 0) nudgeJob("award-notices");
    return { posted };
  },
};
