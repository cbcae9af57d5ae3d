import "server-only";
import { and, eq, inArray, lte } from "drizzle-orm";
import type { Db } from "@/backend/db/client";
import { memberReservations } from "@/backend/db/schema";
import { missingRewardContactDays } from "@/shared/constants";
import type { PartnerConfig } from "@/partners/schema";

const dayMs = 86_400_000;

/**
 * The partners whose dines are matched to reservations: only there does a booking still open
 * mean nobody came. Elsewhere nothing ever marks a reservation dined (the bonus is what claims
 * it, backend/ingestion/reservation-bonus.ts), so every honoured table would look unused.
 */
export function partnersThatSeeDines(partners: readonly PartnerConfig[]): string[] {
  return partners
    .filter((partner) => partner.hasReservationBonus && partner.reservationBonus > 0)
    .map((partner) => partner.code);
}

/**
 * Marks `no_show` the reservations still booked `missingRewardContactDays` (10) after their time,
 * at partners that match dines to reservations: card transactions arrive days late, and until
 * then a booking shows its bonus as upcoming (to-member-reservation.ts), so a dine that is merely
 * late still claims it. After that no dine can be expected, and the reservation is what the
 * partner's fraud rule counts as a table not used (check-fraud-rule.ts). One idempotent UPDATE:
 * a reservation a dine claimed meanwhile is no longer booked and stays as it is.
 */
export async function markNoShows(
  db: Db,
  input: { partnerCodes: readonly string[]; now: Date },
): Promise<number> {
  if (input.partnerCodes.length === 0) return 0;
  const marked = await db
    .update(memberReservations)
    .set({ status: "no_show", updatedAt: input.now })
    .where(
      and(
        inArray(memberReservations.partnerCode, [...input.partnerCodes]),
        eq(memberReservations.status, "booked"),
        lte(memberReservations.startsAt, new Date(input.now.getTime() - missingRewardContactDays * dayMs)),
      ),
    )
    .returning({ id: memberReservations.id });
  return marked.length;
}
