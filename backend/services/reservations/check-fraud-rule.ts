import "server-only";
import { and, count, eq, gt } from "drizzle-orm";
import type { Db } from "@/backend/db/client";
import { memberReservations } from "@/backend/db/schema";
import type { PartnerConfig } from "@/partners/schema";

const dayMs = 86_400_000;

function ownedBy(input: { partner: PartnerConfig; memberId: string }) {
  return and(
    eq(memberReservations.partnerCode, input.partner.code),
    eq(memberReservations.memberId, input.memberId),
  );
}

/** The member's bookings made in the 24 hours before `now`, cancelled ones included. */
async function bookingsInDay(
  db: Db,
  input: { partner: PartnerConfig; memberId: string; now: Date },
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(memberReservations)
    .where(and(ownedBy(input), gt(memberReservations.createdAt, new Date(input.now.getTime() - dayMs))));
  return row?.n ?? 0;
}

/**
 * True when one more booking would go past the partner's daily limit. Booking stores call it
 * again with the member locked (book-reservation.ts), so bookings sent at once cannot all pass.
 */
export async function breaksDailyLimit(
  db: Db,
  input: { partner: PartnerConfig; memberId: string; now: Date },
): Promise<boolean> {
  const { maxBookingsPerDay } = input.partner.reservationFraudRule;
  return maxBookingsPerDay !== null && (await bookingsInDay(db, input)) >= maxBookingsPerDay;
}

/**
 * The partner's fraud rule (partners/schema.ts reservationFraudRule): true when the member has
 * made too many bookings in the last 24 hours, or let too many tables go unused in the last 90
 * days. Cancelled bookings count towards the daily limit: booking and dropping tables over and
 * over is the abuse the rule is for.
 */
export async function breaksFraudRule(
  db: Db,
  input: { partner: PartnerConfig; memberId: string; now: Date },
): Promise<boolean> {
  const { maxNoShows90Days } = input.partner.reservationFraudRule;
  const mine = ownedBy(input);
  if (await breaksDailyLimit(db, input)) return true;
  if (maxNoShows90Days !== null) {
    const [row] = await db
      .select({ n: count() })
      .from(memberReservations)
      .where(
        and(
          mine,
          eq(memberReservations.status, "no_show"),
          gt(memberReservations.startsAt, new Date(input.now.getTime() - 90 * dayMs)),
        ),
      );
    if ((row?.n ?? 0) >= maxNoShows90Days) return true;
  }
  return false;
}
