import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/backend/db/database";
import { noPartnerAccountReason } from "@/shared/contracts/posting-values";

export interface EnqueueOutcome {
  /** Lines queued to be sent. */
  readonly queued: number;
  /** Lines rejected here: the member has no usable account number at the partner. */
  readonly rejectedHere: number;
  /** Lines rejected here before that are queued now, the member having an account number since. */
  readonly requeued: number;
}

/**
 * An account number the posting format carries (shared/contracts/posting.ts, partnerAccountIdSchema):
 * anything else is rejected here, so one malformed number never fails a whole batch at the partner.
 */
const usableAccount = (column: SQL) => sql`(${column} is not null and ${column} ~ '^[A-Za-z0-9-]{1,40}$')`;

const insertedRows = z.object({ rows: z.array(z.object({ status: z.string() })) });

function count(result: unknown): { queued: number; rejectedHere: number } {
  const { rows } = insertedRows.parse(result);
  const queued = rows.filter((row) => row.status === "queued").length;
  return { queued, rejectedHere: rows.length - queued };
}

/** The award's day as the member sees it: the restaurant's date (UTC without a merchant). */
const awardDay = (alias: string) =>
  sql.raw(`to_char(${alias}.date at time zone coalesce(mc.time_zone, 'UTC'), 'YYYY-MM-DD')::date`);

/**
 * Queues the posting lines that are due (docs/decisions/0064-posting-to-the-partner.md), in three
 * set-based statements, each safe to run twice or at once on two instances (the unique
 * (transaction, kind) key and `on conflict do nothing`):
 *
 * - every ingested award of a posting partner that is Awarded and earned something, and has no
 *   line yet (meals and reservation bonuses alike);
 * - every refund's reversal (source A, "refunded") whose award is Paid and that has no line yet,
 *   to the account the award was credited to;
 * - lines we rejected ourselves for want of an account number, once the member has one.
 *
 * A member without a usable account number gets the line rejected here with the reason
 * no_partner_account: support sees it, nothing is sent, and the award stays Awarded.
 */
export async function enqueuePostings(
  db: Db,
  input: { readonly partnerCodes: readonly string[]; readonly now: Date },
): Promise<EnqueueOutcome> {
  if (input.partnerCodes.length === 0) return { queued: 0, rejectedHere: 0, requeued: 0 };
  const partners = sql.join(
    input.partnerCodes.map((code) => sql`${code}`),
    sql`, `,
  );
  const postingDate = input.now.toISOString().slice(0, 10);

  const awards = count(
    await db.execute(sql`
      insert into postings (transaction_id, partner_code, member_id, kind, account_id, amount,
                            award_date, posting_date, status, reject_reason, next_attempt_at)
      select t.id, t.partner_code, t.member_id, 'award', m.partner_number, t.benefit_amount,
             ${awardDay("t")}, ${postingDate}::date,
             case when ${usableAccount(sql`m.partner_number`)} then 'queued' else 'rejected' end,
             case when ${usableAccount(sql`m.partner_number`)} then null else ${noPartnerAccountReason} end,
             ${input.now}
      from transactions t
      join members m on m.id = t.member_id
      left join merchants mc on mc.id = t.merchant_id
      where t.partner_code in (${partners})
        and t.ingestion_batch_id is not null
        and t.award_status = 'Awarded'
        and t.benefit_amount > 0
        and not exists (select 1 from postings p where p.transaction_id = t.id and p.kind = 'award')
      on conflict (transaction_id, kind) do nothing
      returning status`),
  );

  // A reversal goes to the account its award was credited to; the member's number otherwise.
  const reversals = count(
    await db.execute(sql`
      insert into postings (transaction_id, partner_code, member_id, kind, account_id, amount,
                            award_date, posting_date, status, reject_reason, next_attempt_at)
      select r.id, r.partner_code, r.member_id, 'reversal', coalesce(pa.account_id, m.partner_number),
             r.benefit_amount, ${awardDay("r")}, ${postingDate}::date,
             case when ${usableAccount(sql`coalesce(pa.account_id, m.partner_number)`)} then 'queued' else 'rejected' end,
             case when ${usableAccount(sql`coalesce(pa.account_id, m.partner_number)`)} then null else ${noPartnerAccountReason} end,
             ${input.now}
      from transactions r
      join transactions a on a.id = r.reverses_transaction_id
      join members m on m.id = r.member_id
      left join merchants mc on mc.id = r.merchant_id
      left join postings pa on pa.transaction_id = a.id and pa.kind = 'award' and pa.status = 'accepted'
      where r.partner_code in (${partners})
        and r.ingestion_batch_id is not null
        and r.award_status = 'Awarded'
        and r.transaction_type = 'A'
        and r.not_earned_reason = 'refunded'
        and r.benefit_amount < 0
        and a.award_status = 'Paid'
        and not exists (select 1 from postings p where p.transaction_id = r.id and p.kind = 'reversal')
      on conflict (transaction_id, kind) do nothing
      returning status`),
  );

  // Only our own rejections (never acknowledged by a partner) are taken back.
  const requeued = insertedRows.parse(
    await db.execute(sql`
      update postings p
      set account_id = m.partner_number, status = 'queued', reject_reason = null,
          next_attempt_at = ${input.now}, posting_date = ${postingDate}::date
      from members m
      where m.id = p.member_id
        and p.partner_code in (${partners})
        and p.status = 'rejected'
        and p.acknowledged_at is null
        and p.reject_reason = ${noPartnerAccountReason}
        and ${usableAccount(sql`m.partner_number`)}
      returning p.status`),
  ).rows.length;

  return {
    queued: awards.queued + reversals.queued,
    rejectedHere: awards.rejectedHere + reversals.rejectedHere,
    requeued,
  };
}
