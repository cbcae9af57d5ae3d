import "server-only";
import { and, eq, gte, inArray, lt, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/backend/db/client";
import { members, transactions } from "@/backend/db/schema";
import { calendarYear } from "@/shared/rules/dining-progress";
import type { PartnerConfig } from "@/partners/schema";
import { nudgeJob } from "@/backend/jobs/nudge";
import { sendMail } from "../mail/send-mail";
import { vipNoticeMail } from "../notices/notice-mail";
import { loadNoticeWording } from "../notices/notice-wording";
import { diningGoalOf } from "./get-dining-progress";
import { earningMeal } from "./get-dining-totals";

/**
 * The VIP batch: members of a partner with VIP who have met its dining goal this calendar year
 * move up to VIP (tier 3), counted as their dining progress counts (get-dining-totals.ts: meals
 * that earned, and what they cost). Only opted-in members (tier 2) move: an opted-out member sees
 * no VIP progress (account-center §3) and a non-activated one earns nothing. One UPDATE per
 * partner, idempotent. Nobody moves down here: a year's VIP status runs through the next year
 * (the progress shows next year once qualified), which is a rule of the rewards engine to come.
 * Each member moved up is mailed in the partner's words, unless they opted out of email
 * (decision 0065); the mail is queued in the UPDATE's transaction, so a member moved up is
 * mailed once, by whichever run moved them.
 */
export async function qualifyVipMembers(
  db: Db,
  input: { partner: PartnerConfig; now: Date },
): Promise<number> {
  const goal = diningGoalOf(input.partner);
  if (!goal.vip) return 0;
  const { year, start, end } = calendarYear(input.now);
  const wording = await loadNoticeWording(input.partner);
  const reached: SQL[] = [];
  if (goal.dinesRequired !== null) reached.push(sql`count(*) >= ${goal.dinesRequired}`);
  if (goal.dollarsRequired !== null)
    reached.push(sql`sum(${transactions.ticketAmountCents}) >= ${goal.dollarsRequired * 100}`);
  const qualified = db
    .select({ memberId: transactions.memberId })
    .from(transactions)
    .where(
      and(
        eq(transactions.partnerCode, input.partner.code),
        eq(transactions.recordType, "transaction"),
        gte(transactions.date, start),
        lt(transactions.date, end),
        earningMeal,
      ),
    )
    .groupBy(transactions.memberId)
    .having(sql.join(reached, sql` or `));
  const promoted = await db.transaction(async (tx) => {
    const moved = await tx
      .update(members)
      .set({ tierLevel: 3, updatedAt: input.now })
      .where(
        and(
          eq(members.partnerCode, input.partner.code),
          eq(members.tierLevel, 2),
          eq(members.active, true),
          inArray(members.id, qualified),
        ),
      )
      .returning({ email: members.email, firstName: members.firstName, emailOptIn: members.emailOptIn });
    for (const member of moved)
      if (member.emailOptIn)
        await sendMail(tx, {
          partnerCode: input.partner.code,
          to: member.email,
          ...vipNoticeMail(member, year + 1, wording),
        });
    return moved.length;
  });
  // sendMail asked for delivery before the messages committed; ask again now they have.
  if (promoted > 0) nudgeJob("mail-delivery");
  return promoted;
}
