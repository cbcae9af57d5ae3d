import "server-only";
import type { Db } from "@/backend/db/client";
import { listMemberReservations } from "@/backend/db/queries/member-reservations";
import type { MemberReservationList } from "@/shared/contracts/reservations";
import type { PartnerConfig } from "@/partners/schema";
import { loadReservationWording } from "./reservation-wording";
import { isUpcoming, toMemberReservation } from "./to-member-reservation";

/**
 * The member's reservations on this partner: upcoming (booked, not yet begun) soonest first, as
 * a diary reads; past (everything else) newest first, each with what became of its bonus.
 */
export async function listReservations(
  db: Db,
  input: { partner: PartnerConfig; memberId: string; now?: Date },
): Promise<MemberReservationList> {
  const now = input.now ?? new Date();
  const records = await listMemberReservations(db, {
    partnerCode: input.partner.code,
    memberId: input.memberId,
  });
  const context = { partner: input.partner, wording: await loadReservationWording(input.partner), now };
  const upcoming = records.filter((record) => isUpcoming(record, now)).reverse();
  const past = records.filter((record) => !isUpcoming(record, now));
  return {
    upcoming: upcoming.map((record) => toMemberReservation(record, context)),
    past: past.map((record) => toMemberReservation(record, context)),
  };
}
