import "server-only";
import { and, asc, eq, exists, gt, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "@/backend/db/client";
import { findReservationsByIds } from "@/backend/db/queries/member-reservations";
import { memberReservations, merchants } from "@/backend/db/schema";
import { nudgeJob } from "@/backend/jobs/nudge";
import { partnerOrigin } from "@/platform/partner-origin";
import { allPartners } from "@/partners/registry";
import type { PartnerConfig } from "@/partners/schema";
import { sendMail } from "../mail/send-mail";
import { accountRecipients } from "./account-recipient";
import { reminderMailSubject, reminderMailText } from "./reminder-mail";
import { reservationMailLinks } from "./reservation-mail-links";
import { loadReservationWording, type ReservationWording } from "./reservation-wording";
import { toMemberReservation } from "./to-member-reservation";

/**
 * The restaurant's hours on the day before in which a reminder is written, from 09:00 to before
 * 21:00 (decision 0072): during the member's day, never at 3 a.m. on the restaurant's clock. The
 * job runs every 30 minutes, so the first run after 09:00 sends the day's reminders.
 */
export const reminderHours = { from: 9, until: 21 } as const;

/** Tomorrow's last table starts less than two days and a daylight-saving hour from now. */
const horizonMs = 50 * 3_600_000;
const claimSize = 200;
/** Claims per run; the next run takes the rest. */
const claimsPerRun = 25;

/**
 * Booked tables not yet reminded whose date is tomorrow on the restaurant's own clock, while it
 * is between `reminderHours` there. The restaurant's clock is read in SQL (`at time zone`, the
 * same IANA zones the restaurant clock reads), so the claim decides in one statement.
 */
function dueForReminder(db: Db, now: Date) {
  const local = sql`(${now.toISOString()}::timestamptz at time zone ${merchants.timeZone})`;
  return and(
    isNull(memberReservations.remindedAt),
    eq(memberReservations.status, "booked"),
    gt(memberReservations.startsAt, now),
    lt(memberReservations.startsAt, new Date(now.getTime() + horizonMs)),
    exists(
      db
        .select({ one: sql`1` })
        .from(merchants)
        .where(
          and(
            eq(merchants.id, memberReservations.merchantId),
            sql`${memberReservations.date}::date = (${local})::date + 1`,
            sql`extract(hour from ${local}) >= ${reminderHours.from}`,
            sql`extract(hour from ${local}) < ${reminderHours.until}`,
          ),
        ),
    ),
  );
}

interface PartnerMail {
  readonly partner: PartnerConfig;
  readonly wording: ReservationWording;
  readonly origin: string;
}

/**
 * Claims up to `claimSize` due reservations and queues each member's reminder, in one database
 * transaction. The claim is one UPDATE … WHERE reminded_at IS NULL … RETURNING over rows chosen
 * with SKIP LOCKED, so two runs side by side (a second instance, a hand run) take different rows
 * and each reminder is written once; a run that fails half-way claims nothing and mails nothing.
 */
async function claimAndMail(
  tx: Db,
  now: Date,
  partners: ReadonlyMap<string, PartnerMail>,
): Promise<{ claimed: number; mailed: number }> {
  const claimed = await tx
    .update(memberReservations)
    .set({ remindedAt: now })
    .where(
      and(
        isNull(memberReservations.remindedAt),
        eq(memberReservations.status, "booked"),
        inArray(
          memberReservations.id,
          tx
            .select({ id: memberReservations.id })
            .from(memberReservations)
            .where(
              and(inArray(memberReservations.partnerCode, [...partners.keys()]), dueForReminder(tx, now)),
            )
            .orderBy(asc(memberReservations.startsAt))
            .limit(claimSize)
            .for("update", { skipLocked: true }),
        ),
      ),
    )
    .returning({ id: memberReservations.id });
  if (claimed.length === 0) return { claimed: 0, mailed: 0 };

  const records = await findReservationsByIds(
    tx,
    claimed.map((row) => row.id),
  );
  let mailed = 0;
  for (const [code, mail] of partners) {
    const own = records.filter((record) => record.partnerCode === code);
    const recipients = await accountRecipients(
      tx,
      code,
      own.map((record) => record.memberId),
    );
    for (const record of own) {
      // The account's own address, as the confirmation: never the booking form's (0072).
      const member = recipients.get(record.memberId);
      if (!member) continue;
      const reservation = toMemberReservation(record, { partner: mail.partner, wording: mail.wording, now });
      const input = {
        programName: mail.partner.programName,
        firstName: member.firstName,
        reservation,
        currencyName: mail.partner.currencyName,
        ...reservationMailLinks({ origin: mail.origin, reservationId: record.id, startsAt: record.startsAt }),
      };
      await sendMail(tx, {
        partnerCode: code,
        to: member.email,
        subject: reminderMailSubject(input),
        text: reminderMailText(input),
      });
      mailed += 1;
    }
  }
  return { claimed: claimed.length, mailed };
}

/**
 * The reservation-reminders job's work (decision 0072): each booked table whose date is tomorrow
 * on its restaurant's clock gets one reminder during the restaurant's day before, with the
 * booking, its bonus and its signed change and cancel links, at partners whose reservations are
 * on (the links open pages only they serve). Reservation mail is transactional: the member asked
 * for the table, so no opt-in is read. Answers counts only.
 */
export async function sendReservationReminders(
  db: Db,
  now: Date = new Date(),
): Promise<{ reminded: number; claimed: number }> {
  const enabled = allPartners()
    .map((partner) => partner.effective)
    .filter((partner) => partner.openTableReservationsEnabled);
  if (enabled.length === 0) return { reminded: 0, claimed: 0 };
  // Read before any claim: no copy is fetched while a claim holds its rows.
  const partners = new Map(
    await Promise.all(
      enabled.map(
        async (partner) =>
          [
            partner.code,
            { partner, wording: await loadReservationWording(partner), origin: partnerOrigin(partner) },
          ] as const,
      ),
    ),
  );
  let claimed = 0;
  let reminded = 0;
  for (let claim = 0; claim < claimsPerRun; claim += 1) {
    const batch = await db.transaction((tx) => claimAndMail(tx, now, partners));
    claimed += batch.claimed;
    reminded += batch.mailed;
    if (batch.claimed < claimSize) break;
  }
  // sendMail asked for delivery before these messages committed; ask again now they have.
  if (reminded > 0) nudgeJob("mail-delivery");
  return { reminded, claimed };
}
