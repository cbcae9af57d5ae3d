import "server-only";
import type { Db } from "@/backend/db/client";
import { findMerchant } from "@/backend/db/queries/merchants";
import { reservationProvider, ReservationProviderError } from "@/backend/reservations";
import type {
  ProviderErrorCode,
  ReservationAvailability,
  ReservationAvailabilityQuery,
} from "@/shared/contracts/reservations";
import { partnerOpenTable } from "./merchant-summary";
import { partnerConfig } from "./partner-config";

export type AvailabilityOutcome =
  | { kind: "open"; availability: ReservationAvailability }
  /** Unknown merchant, or no online reservations here for this partner. */
  | { kind: "not-found" }
  /** The provider's bounds, as the query field they concern (the page words each its own way). */
  | { kind: "refused"; field: "date" | "time" | "partySize"; message: string }
  /** The provider failed or could not be reached. */
  | { kind: "unavailable" };

/** The query field each bound refusal is about: the client picks its wording from the field. */
const fieldOf: Partial<Record<ProviderErrorCode, "date" | "time" | "partySize">> = {
  party_too_small: "partySize",
  party_too_large: "partySize",
  date_out_of_range: "date",
  time_too_soon: "time",
};

/**
 * Open reservation times around the requested one (from the reservation provider), with the
 * partner's reservation bonus.
 */
export async function getReservationAvailability(
  db: Db,
  input: {
    partnerCode: string;
    merchantId: string;
    query: ReservationAvailabilityQuery;
  },
): Promise<AvailabilityOutcome> {
  const partner = partnerConfig(input.partnerCode);
  const merchant = await findMerchant(db, { merchantId: input.merchantId });
  if (!merchant || !partnerOpenTable(partner, merchant)) return { kind: "not-found" };
  try {
    const { slots } = await reservationProvider(db).availability({
      restaurantId: merchant.id,
      ...input.query,
    });
    return {
      kind: "open",
      availability: { slots, bonus: partner.hasReservationBonus ? partner.reservationBonus : null },
    };
  } catch (error) {
    if (!(error instanceof ReservationProviderError)) throw error;
    const field = fieldOf[error.code];
    if (field) return { kind: "refused", field, message: error.message };
    return error.code === "not_found" ? { kind: "not-found" } : { kind: "unavailable" };
  }
}
