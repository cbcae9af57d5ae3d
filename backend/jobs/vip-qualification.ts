import "server-only";
import { qualifyVipMembers } from "@/backend/services/members/qualify-vip-members";
import { allPartners } from "@/partners/registry";
import type { JobDefinition } from "./job";

/**
 * The VIP batch: opted-in members who met their partner's dining goal this year move up to VIP
 * (backend/services/members/qualify-vip-members.ts). Hourly, so a member who reaches the goal
 * with a meal awarded today earns the VIP rate within the hour.
 */
export const vipQualification: JobDefinition = {
  name: "vip-qualification",
  everyMinutes: () => 60,
  run: async ({ db, now }) => {
    let promoted = 0;
    for (const { effective } of allPartners())
      promoted += await qualifyVipMembers(db, { partner: effective, now });
    return { promoted };
  },
};
