import "server-only";
import { and, eq, gte, inArray, isNotNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "@/backend/db/client";
import { memberBonuses, members, transactions } from "@/backend/db/schema";
import { newMemberBonusWindowHours } from "@/shared/constants";
import { scheduledAwardStatus } from "@/shared/rules/award-schedule";
import type { BonusPeriod, PartnerConfig } from "@/partners/schema";
import { bonusSourceId } from "@/shared/rules/bonus-source-id";
import { countedMeal } from "./counted-meal";

type BonusDefinition = PartnerConfig["bonuses"][number];
type ConditionedBonus = BonusDefinition & Required<Pick<BonusDefinition, "condition" | "amount">>;

/** The batch id of the bonus rows this posts: ingested rows, so settled and noticed as meals are. */
const bonusBatchId = "bonus-qualification";

/** date_trunc's unit for each period, written into the SQL (a parameter would not group). */
const truncUnit: Record<BonusPeriod, string> = { month: "month", quarter: "quarter", year: "year" };

function hasCondition(bonus: BonusDefinition): bonus is ConditionedBonus {
  return bonus.condition !== undefined && bonus.amount !== undefined;
}

/**
 * One bonus of a partner: every member registered for it (enrolled) who has made its number of
 * counted meals within one calendar period (UTC), counting from registration, earns it once. One
 * grouped query finds them; then one transaction marks the member bonuses qualified (only those
 * still enrolled: a run beside this one finds them qualified and posts nothing) and posts each
 * member's bonus as a source-B row dated at the meal that met the condition, Pending on that
 * meal's schedule, under a source id unique among ingested rows as a second guard.
 */
async function qualifyBonus(
  db: Db,
  partner: Pick<PartnerConfig, "code">,
  bonus: ConditionedBonus,
  now: Date,
): Promise<number> {
  const unit = sql.raw(`'${truncUnit[bonus.condition.period]}'`);
  const periodStart = sql<string>`to_char(date_trunc(${unit}, ${transactions.date} at time zone 'UTC'), 'YYYY-MM-DD')`;
  const dines = bonus.condition.dines;
  const met = await db
    .select({
      memberId: memberBonuses.memberId,
      periodStart,
      metAt:
        sql<Date>`(array_agg(${transactions.date} order by ${transactions.date}))[${sql.raw(String(dines))}]`.mapWith(
          transactions.date,
        ),
    })
    .from(memberBonuses)
    .innerJoin(members, eq(members.id, memberBonuses.memberId))
    .innerJoin(
      transactions,
      and(
        eq(transactions.partnerCode, memberBonuses.partnerCode),
        eq(transactions.memberId, memberBonuses.memberId),
      ),
    )
    .where(
      and(
        eq(memberBonuses.partnerCode, partner.code),
        eq(memberBonuses.code, bonus.code),
        eq(memberBonuses.status, "enrolled"),
        isNotNull(memberBonuses.enrolledAt),
        // Not before registration: only meals from then on count.
        gte(transactions.date, memberBonuses.enrolledAt),
        lte(transactions.date, now),
        // The new-member bonus is for meals within its window from joining (account-center §4).
        or(
          eq(memberBonuses.isNewMemberBonus, false),
          lte(transactions.date, sql`${members.joinDate} + interval '1 hour' * ${newMemberBonusWindowHours}`),
        ),
        countedMeal,
      ),
    )
    .groupBy(memberBonuses.memberId, periodStart)
    .having(sql`count(*) >= ${dines}`)
    .orderBy(memberBonuses.memberId, periodStart);
  // The first period each member met it in: a later one is the same bonus, earned once.
  const first = new Map<string, (typeof met)[number]>();
  for (const row of met) if (!first.has(row.memberId)) first.set(row.memberId, row);
  if (first.size === 0) return 0;

  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(memberBonuses)
      .set({ status: "qualified" })
      .where(
        and(
          eq(memberBonuses.partnerCode, partner.code),
          eq(memberBonuses.code, bonus.code),
          eq(memberBonuses.status, "enrolled"),
          inArray(memberBonuses.memberId, [...first.keys()]),
        ),
      )
      .returning({ memberId: memberBonuses.memberId });
    const rows = claimed.flatMap(({ memberId }) => {
      const found = first.get(memberId);
      if (!found) return [];
      return [
        {
          partnerCode: partner.code,
          memberId,
          recordType: "transaction" as const,
          date: found.metAt,
          ticketAmountCents: 0,
          benefitAmount: bonus.amount,
          awardStatus: scheduledAwardStatus("Pending", found.metAt, now),
          transactionType: "B" as const,
          sourceTransactionId: bonusSourceId(bonus.code, memberId, found.periodStart),
          ingestionBatchId: bonusBatchId,
        },
      ];
    });
    if (rows.length === 0) return 0;
    const posted = await tx
      .insert(transactions)
      .values(rows)
      .onConflictDoNothing()
      .returning({ id: transactions.id });
    return posted.length;
  });
}

/**
 * The bonus-qualification job's work for one partner (decision 0065): each of its bonuses with a
 * condition and an amount, whatever its kind (standard, new-member or app-only: each is
 * registered for first), is earned by the members who met it. Answers the bonuses posted.
 */
export async function qualifyBonuses(
  db: Db,
  input: { partner: Pick<PartnerConfig, "code" | "bonuses">; now: Date },
): Promise<number> {
  let posted = 0;
  for (const bonus of input.partner.bonuses)
    if (hasCondition(bonus)) posted += await qualifyBonus(db, input.partner, bonus, input.now);
  return posted;
}
