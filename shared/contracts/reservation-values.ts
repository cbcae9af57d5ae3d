// Imports nothing, zod least of all: the browser's booking, reservation and account pages read
// these, and shared/contracts/reservations.ts builds the API's schemas from them.

export const maxPartySize = 20;

export const reservationRefusalCodes = [
  "slot_taken",
  "overlap",
  "fraud",
  "party_too_small",
  "party_too_large",
  "date_out_of_range",
  "time_too_soon",
  "not_modifiable",
  "general",
] as const;
export type ReservationRefusalCode = (typeof reservationRefusalCodes)[number];
