import "server-only";
import type {
  ProviderAvailability,
  ProviderAvailabilityRequest,
  ProviderBookRequest,
  ProviderBooking,
  ProviderBookingRecord,
  ProviderCancelRequest,
  ProviderErrorCode,
  ProviderModifyRequest,
} from "@/shared/contracts/reservations";

/**
 * The reservation provider boundary: the operations an OpenTable-style API offers. The built-in
 * provider keeps inventory in our database (the default); the HTTP adapter speaks to the API at
 * RESERVATION_PROVIDER_URL. Both pass the same contract suite, so the member's routes never know
 * which one answers.
 */
export interface ReservationProvider {
  availability(request: ProviderAvailabilityRequest): Promise<ProviderAvailability>;
  book(request: ProviderBookRequest): Promise<ProviderBooking>;
  modify(request: ProviderModifyRequest): Promise<ProviderBooking>;
  cancel(request: ProviderCancelRequest): Promise<ProviderBooking>;
  /** Null when no booking has that confirmation number. Without the cancel token (only its digest is kept). */
  get(confirmationNumber: string): Promise<ProviderBookingRecord | null>;
}

/** A refusal the provider gave for a reason (bounds, a taken slot); anything else is a failure. */
export class ReservationProviderError extends Error {
  constructor(
    readonly code: ProviderErrorCode,
    message: string,
    /** For slot_taken: the nearest free times the same day. */
    readonly alternatives: readonly string[] = [],
  ) {
    super(message);
    this.name = "ReservationProviderError";
  }
}
