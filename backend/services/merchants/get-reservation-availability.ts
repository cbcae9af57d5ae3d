import "server-only";
import type { Db } from "@/backend/db/client";
import { findMerchant } from "@/backend/db/queries/merchants";
import type { ReservationAvailability, ReservationAvailabilityQuery } from "@/lib/shared/contracts/reservations";
import { partnerOpenTable } from "./merchant-summary";
import { partnerConfig } from "./partner-config";
import { reservationSlots } from "./reservation-slots";

/**
 * Open reservation times around the requested one, with the partner's reservation bonus. Null
 * when the merchant is unknown or takes no online reservations for this partner.
 */
export async function getReservationAvailability(
  db: Db,
  input: { partnerCode: string; merchantId: string; query: ReservationAvailabilityQuery },
): Promise<ReservationAvailability | null> {
  const partner = partnerConfig(input.partnerCode);
  const merchant = await findMerchant(db, { merchantId: input.merchantId });
  if (!merchant || !partnerOpenTable(partner, merchant)) return null;
  return {
    slots: reservationSlots({ merchantId: merchant.id, ...input.query }),
    bonus: partner.hasReservationBonus ? partner.reservationBonus : null,
  };
}
