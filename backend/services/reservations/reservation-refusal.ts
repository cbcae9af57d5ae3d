import "server-only";
import type { ProviderErrorCode, ReservationRefusalCode } from "@/shared/contracts/reservations";
import { ReservationProviderError } from "@/backend/reservations/provider";

/**
 * A booking, change or cancellation refused for a reason the member can act on. The route
 * answers it as { code, message, alternatives? } with the partner's wording for the code.
 */
export class ReservationRefused extends Error {
  constructor(
    readonly code: ReservationRefusalCode,
    /** For slot_taken: the nearest free times the same day. */
    readonly alternatives: readonly string[] = [],
  ) {
    super(`Reservation refused: ${code}`);
    this.name = "ReservationRefused";
  }
}

/** The HTTP status of each refusal (shared/contracts/reservations.ts lists them). */
export const refusalStatus = {
  slot_taken: 409,
  overlap: 409,
  not_modifiable: 409,
  fraud: 403,
  party_too_small: 422,
  party_too_large: 422,
  date_out_of_range: 422,
  time_too_soon: 422,
  general: 502,
} as const satisfies Record<ReservationRefusalCode, number>;

const fromProvider: Record<ProviderErrorCode, ReservationRefusalCode> = {
  slot_taken: "slot_taken",
  party_too_small: "party_too_small",
  party_too_large: "party_too_large",
  date_out_of_range: "date_out_of_range",
  time_too_soon: "time_too_soon",
  not_modifiable: "not_modifiable",
  // Our row names a booking the provider no longer knows, or the provider is down: neither is
  // something the member can fix, so both are the general failure.
  not_found: "general",
  unavailable: "general",
};

/**
 * Runs one provider call; its reasoned refusals become the member's refusal codes and any other
 * failure (network, a malformed answer) the general one, so a provider outage is a 502 with the
 * partner's wording, never a 500.
 */
export async function callProvider<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    if (error instanceof ReservationProviderError) {
      throw new ReservationRefused(fromProvider[error.code], error.alternatives);
    }
    throw new ProviderFailure(error);
  }
}

/** The provider failed without a reason: logged by the route (class only), answered 502. */
export class ProviderFailure extends Error {
  constructor(readonly reason: unknown) {
    super("Reservation provider failed");
    this.name = "ProviderFailure";
  }
}
