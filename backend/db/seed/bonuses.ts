// Run under tsx by setup.ts as well as by the app's first start, so no "server-only" guard here.
import type { Db } from "../database";
import { memberBonuses } from "../schema";
import type { BonusStatus } from "../schema/values";
import { demoAccounts } from "./demo-accounts";

const dayMs = 86_400_000;

/** Which demo member holds which of the partner's bonuses (partners/<code>/config.ts bonuses). */
const demoBonuses: readonly { email: string; code: string; status: BonusStatus; daysAgo: number }[] = [
  { email: "demo@harbor.example", code: "HHD-TRIPLE-WEEKEND", status: "eligible", daysAgo: 3 },
  { email: "demo@harbor.example", code: "HHD-DINE3-500", status: "enrolled", daysAgo: 20 },
  { email: "vip@harbor.example", code: "HHD-BRUNCH-250", status: "qualified", daysAgo: 40 },
  { email: "optout@harbor.example", code: "HHD-TRIPLE-WEEKEND", status: "eligible", daysAgo: 3 },
  // The overview journey's member: two to register (one per attempt, so a retry has one left).
  { email: "bonus@harbor.example", code: "HHD-TRIPLE-WEEKEND", status: "eligible", daysAgo: 2 },
  { email: "bonus@harbor.example", code: "HHD-BRUNCH-250", status: "eligible", daysAgo: 2 },
  { email: "bonus@harbor.example", code: "HHD-DINE3-500", status: "enrolled", daysAgo: 15 },
  { email: "demo@greenleaf.example", code: "GLF-DOUBLE-CASH", status: "eligible", daysAgo: 5 },
];

/** Offers the demo members their bonuses, some already registered for or earned. */
export async function seedDemoBonuses(db: Db, now: number): Promise<void> {
  const rows = demoBonuses.flatMap((bonus) => {
    const account = demoAccounts.find((candidate) => candidate.email === bonus.email);
    if (!account) return [];
    const createdAt = new Date(now - bonus.daysAgo * dayMs);
    return [
      {
        partnerCode: account.partnerCode,
        memberId: account.id,
        code: bonus.code,
        status: bonus.status,
        createdAt,
        enrolledAt: bonus.status === "eligible" ? null : new Date(createdAt.getTime() + dayMs),
      },
    ];
  });
  if (rows.length > 0) await db.insert(memberBonuses).values(rows).onConflictDoNothing();
}
