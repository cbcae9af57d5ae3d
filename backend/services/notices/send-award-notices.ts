import "server-only";
import { and, asc, inArray, isNotNull, isNull, lt } from "drizzle-orm";
import type { Db } from "@/backend/db/client";
import { members, merchants, transactions } from "@/backend/db/schema";
import { nudgeJob } from "@/backend/jobs/nudge";
import { allPartners, getPartner } from "@/partners/registry";
import type { PartnerConfig } from "@/partners/schema";
import { sendMail } from "../mail/send-mail";
import { noticeItemOf } from "./notice-item";
import { refundedMealDates } from "./refunded-meal-dates";
import { awardNoticeMail, type NoticeItem } from "./notice-mail";
import { loadNoticeWording, type NoticeWording } from "./notice-wording";

export interface NoticeOutcome {
  /** Ingested rows taken this run (mailed about or not). */
  readonly claimed: number;
  /** Messages queued: one per member per claim. */
  readonly mailed: number;
  /** Rows taken without a mail: opted out, closed account, nothing to say, or too old to be news. */
  readonly silent: number;
}

/** A notice is news: a row not noticed within a day (the job's first run, a long pause) is not mailed. */
const noticeNewsMs = 24 * 3_600_000;
const claimSize = 200;
/** Claims per run; the next run (a minute on, or a nudge) takes the rest. */
const claimsPerRun = 25;

const unnoticed = and(isNotNull(transactions.ingestionBatchId), isNull(transactions.memberNoticedAt));

/**
 * Takes up to `claimSize` unnoticed ingested rows, oldest first, and queues each member one
 * message about theirs, in one database transaction (decision 0065). The claim is one UPDATE
 * whose rows are chosen with SKIP LOCKED and re-checked as unnoticed, so two runs side by side
 * take different rows and a row is mailed about once; the messages are queued in the same
 * transaction, so a run that fails half-way takes nothing and mails nothing.
 */
async function claimAndMail(
  tx: Db,
  now: Date,
  wordings: ReadonlyMap<string, NoticeWording>,
): Promise<{ claimed: number; mailed: number; told: number }> {
  const claimed = await tx
    .update(transactions)
    .set({ memberNoticedAt: now })
    .where(
      and(
        isNull(transactions.memberNoticedAt),
        inArray(
          transactions.id,
          tx
            .select({ id: transactions.id })
            .from(transactions)
            .where(unnoticed)
            .orderBy(asc(transactions.createdAt))
            .limit(claimSize)
            .for("update", { skipLocked: true }),
        ),
      ),
    )
    .returning({
      id: transactions.id,
      partnerCode: transactions.partnerCode,
      memberId: transactions.memberId,
      merchantId: transactions.merchantId,
      recordType: transactions.recordType,
      transactionType: transactions.transactionType,
      awardStatus: transactions.awardStatus,
      benefitAmount: transactions.benefitAmount,
      notEarnedReason: transactions.notEarnedReason,
      sourceTransactionId: transactions.sourceTransactionId,
      date: transactions.date,
      createdAt: transactions.createdAt,
    });
  if (claimed.length === 0) return { claimed: 0, mailed: 0, told: 0 };

  const memberIds = [...new Set(claimed.map((row) => row.memberId))];
  const merchantIds = [...new Set(claimed.flatMap((row) => (row.merchantId ? [row.merchantId] : [])))];
  const recipients = await tx
    .select({
      id: members.id,
      email: members.email,
      firstName: members.firstName,
      emailOptIn: members.emailOptIn,
      active: members.active,
    })
    .from(members)
    .where(inArray(members.id, memberIds));
  const places =
    merchantIds.length === 0
      ? []
      : await tx
          .select({ id: merchants.id, name: merchants.name, timeZone: merchants.timeZone })
          .from(merchants)
          .where(inArray(merchants.id, merchantIds));
  const placeOf = new Map(places.map((place) => [place.id, place]));
  const mealDateOf = await refundedMealDates(
    tx,
    claimed.filter((row) => row.transactionType === "A").map((row) => row.id),
  );

  const itemsOf = new Map<string, { partner: PartnerConfig; wording: NoticeWording; items: NoticeItem[] }>();
  for (const row of [...claimed].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())) {
    const partner = getPartner(row.partnerCode)?.effective;
    const wording = wordings.get(row.partnerCode);
    if (!partner || !wording || row.recordType !== "transaction") continue;
    const place = row.merchantId ? placeOf.get(row.merchantId) : undefined;
    const item = noticeItemOf(
      {
        ...row,
        // A reversal is dated at its refund; the notice names the meal refunded.
        date: mealDateOf.get(row.id) ?? row.date,
        merchantName: place?.name ?? null,
        timeZone: place?.timeZone ?? null,
      },
      partner,
    );
    if (!item) continue;
    const entry = itemsOf.get(row.memberId) ?? { partner, wording, items: [] };
    entry.items.push(item);
    itemsOf.set(row.memberId, entry);
  }

  let mailed = 0;
  let told = 0;
  for (const recipient of recipients) {
    const entry = itemsOf.get(recipient.id);
    // Program mail honours the email opt-in; a closed account is not written to (decision 0065).
    if (!entry || !recipient.emailOptIn || !recipient.active) continue;
    const mail = awardNoticeMail(recipient, entry.items, entry.wording);
    await sendMail(tx, { partnerCode: entry.partner.code, to: recipient.email, ...mail });
    mailed += 1;
    told += entry.items.length;
  }
  return { claimed: claimed.length, mailed, told };
}

/**
 * The award-notices job's work (decision 0065): every ingested award, missed award, reversal and
 * bonus the member has not been told about becomes mail in the partner's words, one message per
 * member per claim, unless they opted out of email. Rows over a day old are marked without mail
 * first. Seeded rows are never ingested, so they are never considered. Answers counts only.
 */
export async function sendAwardNotices(db: Db, now: Date = new Date()): Promise<NoticeOutcome> {
  const stale = await db
    .update(transactions)
    .set({ memberNoticedAt: now })
    .where(and(unnoticed, lt(transactions.createdAt, new Date(now.getTime() - noticeNewsMs))))
    .returning({ id: transactions.id });
  const [waiting] = await db.select({ id: transactions.id }).from(transactions).where(unnoticed).limit(1);
  if (!waiting) return { claimed: stale.length, mailed: 0, silent: stale.length };
  // Read before any claim: no copy is fetched while a claim holds its rows.
  const wordings = new Map(
    await Promise.all(
      allPartners().map(
        async ({ effective }) => [effective.code, await loadNoticeWording(effective)] as const,
      ),
    ),
  );
  let claimed = stale.length;
  let mailed = 0;
  let told = 0;
  for (let claim = 0; claim < claimsPerRun; claim += 1) {
    const batch = await db.transaction((tx) => claimAndMail(tx, now, wordings));
    claimed += batch.claimed;
    mailed += batch.mailed;
    told += batch.told;
    if (batch.claimed < claimSize) break;
  }
  // sendMail asked for delivery before these messages committed; ask again now they have.
  if (mailed > 0) nudgeJob("mail-delivery");
  return { claimed, mailed, silent: claimed - told };
}
