import "server-only";
import { and, count, eq, gt } from "drizzle-orm";
import type { Db } from "@/backend/db/client";
import { memberReservations } from "@/backend/db/schema";
import type { PartnerConfig } from "@/partners/schema";

const dayMs = 86_400_000;

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
  const { maxBookingsPerDay, maxNoShows90Days } = input.partner.reservationFraudRule;
  const mine = and(
    eq(memberReservations.partnerCode, input.partner.code),
    eq(memberReservations.memberId, input.memberId),
  );
  if (maxBookingsPerDay !== null) {
    const [row] = await db
      .select({ n: count() })
      .from(memberReservations)
      .where(and(mine, gt(memberReservations.createdAt, new Date(input.now.getTime() - dayMs))));
    if ((row?.n ?? 0) >= maxBookingsPerDay) return true;
  }
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
