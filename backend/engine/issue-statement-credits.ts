import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/backend/db/database";
import { awardHistory, cards, transactions } from "@/backend/db/schema";
import { cardTypes } from "@/shared/cards/card-rules";
import { deliveryBrandOfCardType } from "@/shared/rules/delivery-brand";
import { unpaidCashBack } from "./credit-balance";

/** A cash-back partner as the payout reads it (decision 0068). */
export interface PayoutPartner {
  readonly code: string;
  /** The balance a payout waits for, in cents (account-center §4 Rewards payout). */
  readonly payoutThresholdCents: number;
  /** Who pays the credit, shown on the member's activity row. */
  readonly benefitProcessor: string;
}

export interface IssuedCredits {
  /** Statement credits issued, one per member paid out. */
  readonly issued: number;
  /** Awards (and adjustments) those credits paid: Awarded → Paid. */
  readonly paidAwards: number;
  /** Members whose balance reached the threshold but who have no active card to credit. */
  readonly waitingForCard: number;
}

/** One run at a time, whichever instance or hand started it: the key of its advisory lock. */
const payoutLockKey = "statement-credits";

const counts = z.object({
  rows: z.array(
    z.object({
      issued: z.coerce.number().int(),
      paid_awards: z.coerce.number().int(),
      waiting_for_card: z.coerce.number().int(),
    }),
  ),
});

/** The card network that delivers a credit onto a card of this type, in SQL. */
function deliveryBrandOf(cardType: SQL): SQL {
  const cases = cardTypes.map((type) => sql`when ${type} then ${deliveryBrandOfCardType[type]}`);
  return sql`case ${cardType} ${sql.join(cases, sql` `)} else 'XXXX' end`;
}

/**
 * One partner's payout, one statement: every member whose unpaid cash back reaches the threshold
 * and who has an active card gets one statement credit of the whole balance, to the card linked
 * most recently, pending at the processor; the rows it pays become Paid with a history row each
 * (Awarded → Paid by the payout, decision 0063). The credit is the sum of exactly the rows this
 * statement turned Paid, so no award is paid twice or left out of its credit.
 */
function payOut(partner: PayoutPartner, now: Date): SQL {
  return sql`
    with due as (
      select ${transactions.memberId} as member_id, sum(${transactions.benefitAmount}) as balance
      from ${transactions}
      where ${unpaidCashBack(partner.code)}
      group by ${transactions.memberId}
      having sum(${transactions.benefitAmount}) >= ${partner.payoutThresholdCents}
    ),
    target as (
      select distinct on (${cards.memberId}) ${cards.memberId} as member_id, ${cards.id} as card_id,
        ${cards.cardType} as card_type, ${cards.description} as description, ${cards.lastFour} as last_four
      from ${cards}
      where ${cards.partnerCode} = ${partner.code} and ${cards.deletedAt} is null
        and ${cards.memberId} in (select member_id from due)
      order by ${cards.memberId}, ${cards.createdAt} desc, ${cards.id} desc
    ),
    paid as (
      update ${transactions} set award_status = 'Paid', paid_at = ${now}
      from target
      where ${unpaidCashBack(partner.code)} and ${transactions.memberId} = target.member_id
      returning ${transactions.id} as id, ${transactions.partnerCode} as partner_code,
        ${transactions.memberId} as member_id, ${transactions.benefitAmount} as benefit_amount
    ),
    history as (
      insert into ${awardHistory} (transaction_id, partner_code, from_status, to_status, reason, actor)
      select id, partner_code, 'Awarded', 'Paid', null, 'payout' from paid
    ),
    credited as (
      insert into ${transactions} (partner_code, member_id, card_id, record_type, date,
        ticket_amount_cents, benefit_amount, award_status, transaction_type, source_transaction_id,
        paid_at, credit_target_label, benefit_processor, redemption_status, delivery_method, delivery_brand)
      select ${partner.code}, target.member_id, target.card_id, 'credit', ${now},
        0, sums.amount, 'Paid', 'S', 'payout:' || gen_random_uuid()::text,
        ${now}, target.description || ' ending in ' || target.last_four, ${partner.benefitProcessor},
        'pending', 'Card', ${deliveryBrandOf(sql`target.card_type`)}
      from (select member_id, sum(benefit_amount)::int as amount from paid group by member_id) sums
      join target on target.member_id = sums.member_id
      returning id
    )
    select (select count(*) from credited) as issued,
      (select count(*) from paid) as paid_awards,
      (select count(*) from due where member_id not in (select member_id from target)) as waiting_for_card`;
}

/**
 * Pays cash-back balances out as statement credits (decision 0068), set-based: one statement per
 * partner, all in one transaction. The transaction first takes an advisory lock, so a second run
 * (another instance, a hand run) waits for the first to commit and then finds those awards Paid:
 * each award is paid out exactly once. A member without an active card keeps the balance until
 * one is linked (counted in `waitingForCard`). Safe to run at any time.
 */
export async function issueStatementCredits(
  db: Db,
  input: { readonly partners: readonly PayoutPartner[]; readonly now: Date },
): Promise<IssuedCredits> {
  if (input.partners.length === 0) return { issued: 0, paidAwards: 0, waitingForCard: 0 };
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${payoutLockKey}))`);
    const total = { issued: 0, paidAwards: 0, waitingForCard: 0 };
    for (const partner of input.partners) {
      const [row] = counts.parse(await tx.execute(payOut(partner, input.now))).rows;
      total.issued += row?.issued ?? 0;
      total.paidAwards += row?.paid_awards ?? 0;
      total.waitingForCard += row?.waiting_for_card ?? 0;
    }
    return total;
  });
}
