import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/backend/db/client";
import { findReservationById, type ReservationRecord } from "@/backend/db/queries/member-reservations";
import { memberReservations } from "@/backend/db/schema";
import type { ReservationProvider } from "@/backend/reservations/provider";
import type { MemberReservation } from "@/shared/contracts/reservations";
import type { PartnerConfig } from "@/partners/schema";
import { callProvider } from "./reservation-refusal";
import { loadReservationWording } from "./reservation-wording";
import { isUpcoming, toMemberReservation } from "./to-member-reservation";

/**
 * Cancels a booking the caller may manage, with the provider first so the table is free again
 * before we say so. Null when it is not upcoming and booked (the route answers 404).
 */
export async function cancelReservation(
  db: Db,
  input: {
    provider: ReservationProvider;
    partner: PartnerConfig;
    record: ReservationRecord | undefined;
    now?: Date;
  },
): Promise<MemberReservation | null> {
  const now = input.now ?? new Date();
  const { record, partner } = input;
  if (!record || !isUpcoming(record, now)) return null;
  await callProvider(() =>
    input.provider.cancel({
      confirmationNumber: record.confirmationNumber,
      cancelToken: record.providerCancelToken,
    }),
  );
  await db
    .update(memberReservations)
    .set({ status: "cancelled", cancelledAt: now, updatedAt: now })
    .where(eq(memberReservations.id, record.id));
  const updated = await findReservationById(db, record.id);
  if (!updated) throw new Error("Cancelled reservation not found");
  return toMemberReservation(updated, { partner, wording: await loadReservationWording(partner), now });
}
