import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq, gte } from "drizzle-orm";
import type { Db } from "@/backend/db/database";
import { postings } from "@/backend/db/schema";
import { logger } from "@/platform/logger";
import { maxPostingLinesPerBatch, type PostingAck, type PostingBatch } from "@/shared/contracts/posting";
import { applyPostingAcks } from "./apply-posting-acks";
import { claimDuePostings, type ClaimedPosting } from "./claim-postings";
import { markPostingsSent } from "./mark-postings-sent";
import type { PostingChannel, PostingChannels } from "./posting-channel";
import type { PostingPartner } from "./posting-partners";
import { maxLinesPerAccrualFile, postingErrorName } from "./posting-retry";
import { recordPostingFailure } from "./record-posting-failure";

export interface SendOutcome {
  /** Batches sent (files written, HTTP calls answered). */
  readonly batches: number;
  readonly linesSent: number;
  /** Lines of failed sends, waiting for their next try. */
  readonly linesFailed: number;
  readonly accepted: number;
  readonly rejected: number;
  readonly paid: number;
}

/** HTTP batches to one partner per run: 10,000 lines; the rest go on the next run. */
const maxHttpBatchesPerRun = 50;

const dayOf = (now: Date) => now.toISOString().slice(0, 10);

/** A batch's id, which is also its file's name: the partner, the day, and 8 random hex digits. */
function newBatchId(partnerCode: string, now: Date): string {
  return `${partnerCode}-accruals-${dayOf(now).replaceAll("-", "")}-${randomBytes(4).toString("hex")}`;
}

function batchOf(
  partnerCode: string,
  batchId: string,
  now: Date,
  lines: readonly ClaimedPosting[],
): PostingBatch {
  return {
    batchId,
    partnerCode,
    postingDate: dayOf(now),
    lines: lines.map((line) => ({
      awardId: line.transactionId,
      kind: line.kind,
      // Claimed lines were queued with a usable account (enqueue-postings.ts).
      accountId: line.accountId ?? "",
      amount: line.amount,
      date: line.awardDate,
    })),
  };
}

/** Was an accrual file written for the partner today (UTC)? A partner takes one a day. */
async function sentFileToday(db: Db, partnerCode: string, now: Date): Promise<boolean> {
  const [sent] = await db
    .select({ id: postings.id })
    .from(postings)
    .where(
      and(
        eq(postings.partnerCode, partnerCode),
        eq(postings.channel, "accrual-file"),
        gte(postings.sentAt, new Date(`${dayOf(now)}T00:00:00Z`)),
      ),
    )
    .limit(1);
  return sent !== undefined;
}

type Counts = { -readonly [Key in keyof SendOutcome]: number };

/** One batch out and its outcome recorded: none when nothing was due, failed when the partner's side failed. */
async function sendOne(
  db: Db,
  channel: PostingChannel,
  partnerCode: string,
  limit: number,
  now: Date,
  counts: Counts,
): Promise<"sent" | "none" | "failed"> {
  const batchId = newBatchId(partnerCode, now);
  const lines = await claimDuePostings(db, { partnerCode, channel: channel.name, batchId, limit, now });
  if (lines.length === 0) return "none";
  const ids = lines.map((line) => line.id);
  let answers: readonly PostingAck[] | null;
  try {
    answers = await channel.send(batchOf(partnerCode, batchId, now, lines));
  } catch (error) {
    const name = postingErrorName(error);
    await recordPostingFailure(db, { lines, error: name, now });
    logger.warn("Posting not sent: it will be tried again", {
      partner: partnerCode,
      channel: channel.name,
      lines: lines.length,
      error: name,
    });
    counts.linesFailed += lines.length;
    return "failed";
  }
  await markPostingsSent(db, { ids, now });
  counts.batches += 1;
  counts.linesSent += lines.length;
  if (answers === null) return "sent";
  // An answer at once (HTTP): only this batch's lines take it; a line it left out goes again.
  const keys = new Set(lines.map((line) => `${line.transactionId}:${line.kind}`));
  const own = answers.filter((ack) => keys.has(`${ack.awardId}:${ack.kind}`));
  const applied = await applyPostingAcks(db, { partnerCode, acks: own, now });
  counts.accepted += applied.accepted;
  counts.rejected += applied.rejected;
  counts.paid += applied.paid;
  const answered = new Set(own.map((ack) => `${ack.awardId}:${ack.kind}`));
  const unanswered = lines.filter((line) => !answered.has(`${line.transactionId}:${line.kind}`));
  if (unanswered.length > 0) {
    await recordPostingFailure(db, { lines: unanswered, error: "MissingAnswer", now });
    counts.linesFailed += unanswered.length;
  }
  return "sent";
}

/**
 * Sends the due lines of every posting partner on its channel
 * (docs/decisions/0064-posting-to-the-partner.md). An accrual file partner gets at most one file a
 * day, with every line due when it is written; an HTTP partner gets batches of 200 until none is
 * due. A failed send puts its lines back with a backoff and ends that partner's sends for this run:
 * an outage costs one batch one try, not every batch a try each. A partner whose channel the
 * deployment has not configured is skipped, its lines waiting (logged each run).
 */
export async function sendDuePostings(
  db: Db,
  input: {
    readonly partners: readonly PostingPartner[];
    readonly channels: PostingChannels;
    readonly now: Date;
  },
): Promise<SendOutcome> {
  const counts: Counts = { batches: 0, linesSent: 0, linesFailed: 0, accepted: 0, rejected: 0, paid: 0 };
  for (const partner of input.partners) {
    const channel = input.channels[partner.channel];
    if (!channel) {
      logger.warn("Posting channel not configured: lines wait", {
        partner: partner.code,
        channel: partner.channel,
      });
      continue;
    }
    if (channel.name === "accrual-file") {
      if (await sentFileToday(db, partner.code, input.now)) continue;
      await sendOne(db, channel, partner.code, maxLinesPerAccrualFile, input.now, counts);
      continue;
    }
    for (let batch = 0; batch < maxHttpBatchesPerRun; batch += 1)
      if ((await sendOne(db, channel, partner.code, maxPostingLinesPerBatch, input.now, counts)) !== "sent")
        break;
  }
  return counts;
}
