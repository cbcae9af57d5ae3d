import "server-only";
import type { Db } from "@/backend/db/database";
import { allPartners } from "@/partners/registry";
import { collectPostingAcks } from "./collect-posting-acks";
import { enqueuePostings } from "./enqueue-postings";
import { receiveAccrualFilesLocally } from "./local-partner/receive-accrual-files-locally";
import type { PostingSettings } from "./configured-posting";
import { postingPartners, type PostingPartner } from "./posting-partners";
import { requeueUnacknowledged } from "./requeue-unacknowledged";
import { sendDuePostings } from "./send-due-postings";

/**
 * One run of the award-posting job (docs/decisions/0064-posting-to-the-partner.md): queue the
 * lines that are due, queue again file lines left unanswered too long, send the due lines on
 * each partner's channel (HTTP answers at once), let the local stand-in partner answer the files
 * when this is a local deployment, and apply the acknowledgement files that came back. Every step
 * is idempotent or claims its lines, so a hand run beside the schedule, or two instances, is safe.
 * Answers counts for the log line.
 */
export async function postAwards(
  db: Db,
  input: PostingSettings & {
    readonly now: Date;
    /** The partners posted to; every Point and Mile program by default. */
    readonly partners?: readonly PostingPartner[];
  },
): Promise<Readonly<Record<string, number>>> {
  const partners = input.partners ?? postingPartners(allPartners().map((partner) => partner.effective));
  const partnerCodes = partners.map((partner) => partner.code);
  const { now, channels } = input;
  const queued = await enqueuePostings(db, { partnerCodes, now });
  const resent = await requeueUnacknowledged(db, { partnerCodes, now });
  const sent = await sendDuePostings(db, { partners, channels, now });
  let answeredLocally = 0;
  if (input.localPartner)
    for (const partner of partners)
      if (partner.channel === "accrual-file")
        answeredLocally += await receiveAccrualFilesLocally(db, input.fileRoot, partner.code);
  const acks = await collectPostingAcks(db, { partners, channels, now });
  return {
    queued: queued.queued,
    rejectedHere: queued.rejectedHere,
    requeued: queued.requeued + resent,
    batches: sent.batches,
    linesSent: sent.linesSent,
    linesFailed: sent.linesFailed,
    answeredLocally,
    ackFiles: acks.ackFiles,
    accepted: sent.accepted + acks.accepted,
    rejected: sent.rejected + acks.rejected,
    unchangedAcks: acks.unchanged,
    paid: sent.paid + acks.paid,
  };
}
