import "server-only";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/backend/db/database";
import type { PostingAck } from "@/shared/contracts/posting";
import { markAwardsPaid } from "../mark-awards-paid";

export interface AckOutcome {
  readonly accepted: number;
  readonly rejected: number;
  /** Answers that changed nothing: a line answered before (a replay), or no line of this partner. */
  readonly unchanged: number;
  /** Accepted awards (and reversals) that became Paid. */
  readonly paid: number;
}

/** Answers applied per statement: 4 parameters each, well inside PostgreSQL's 65,535. */
const chunkSize = 1_000;

const answeredRows = z.object({
  rows: z.array(z.object({ transaction_id: z.string(), status: z.string() })),
});

/**
 * Applies a partner's answers (docs/decisions/0064-posting-to-the-partner.md): each names its
 * line by award id and kind. A line still waiting (queued or sent) takes the answer; a line
 * answered before keeps its first answer, so a replayed or repeated acknowledgement changes
 * nothing. Accepted lines make their awards Paid (mark-awards-paid.ts) in the same transaction,
 * with the time the answer was applied. Only the partner's own lines are touched.
 */
export async function applyPostingAcks(
  db: Db,
  input: { readonly partnerCode: string; readonly acks: readonly PostingAck[]; readonly now: Date },
): Promise<AckOutcome> {
  // One answer per line: the first, as the partner's own first answer wins later too.
  const answers = new Map<string, PostingAck>();
  for (const ack of input.acks) {
    const key = `${ack.awardId}:${ack.kind}`;
    if (!answers.has(key)) answers.set(key, ack);
  }
  const unique = [...answers.values()];
  let accepted = 0;
  let rejected = 0;
  let paid = 0;
  for (let start = 0; start < unique.length; start += chunkSize) {
    const chunk = unique.slice(start, start + chunkSize);
    const values = sql.join(
      chunk.map(
        (ack) =>
          sql`(${ack.awardId}::uuid, ${ack.kind}::text, ${ack.status}::text, ${ack.status === "rejected" ? ack.reason : null}::text)`,
      ),
      sql`, `,
    );
    const outcome = await db.transaction(async (tx) => {
      const { rows } = answeredRows.parse(
        await tx.execute(sql`
          update postings p
          set status = v.status, reject_reason = v.reason, acknowledged_at = ${input.now},
              lease_until = null, last_error = null
          from (values ${values}) as v(transaction_id, kind, status, reason)
          where p.transaction_id = v.transaction_id
            and p.kind = v.kind
            and p.partner_code = ${input.partnerCode}
            and p.status in ('queued', 'sent')
          returning p.transaction_id, p.status`),
      );
      const acceptedIds = rows.filter((row) => row.status === "accepted").map((row) => row.transaction_id);
      const paidIds = await markAwardsPaid(tx, { transactionIds: acceptedIds, paidAt: input.now });
      return {
        accepted: acceptedIds.length,
        rejected: rows.length - acceptedIds.length,
        paid: paidIds.length,
      };
    });
    accepted += outcome.accepted;
    rejected += outcome.rejected;
    paid += outcome.paid;
  }
  return { accepted, rejected, unchanged: input.acks.length - accepted - rejected, paid };
}
