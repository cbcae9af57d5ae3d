import { z } from "zod";
import { openingPeriodSchema } from "./merchants";
import { multilineText, text } from "./text";
import { calendarDateMs, isCalendarDate, notOnCalendarMessage } from "./calendar-date";
import { maxPartySize, reservationRefusalCodes } from "./reservation-values";

// The limits and refusal codes the browser reads live in a zod-free module (docs/performance.md, Bundles).
export * from "./reservation-values";

/**
 * Reservation availability on the merchant page (OpenTable merchants only):
 * GET /api/merchants/{merchantId}/reservations/availability?date=YYYY-MM-DD&time=HH:MM&partySize=N
 */

const dayMs = 86_400_000;

/**
 * Yesterday (a visitor west of UTC may still be on it) to one year ahead, as restaurants book.
 * Read at validation time, so the window moves with the clock.
 */
function withinBookingWindow(value: string): boolean {
  const ms = calendarDateMs(value);
  const now = new Date();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return ms >= today - dayMs && ms <= today + 366 * dayMs;
}

export const reservationAvailabilityQuerySchema = z.object({
  date: text({ error: "Choose a date" })
    .regex(/^\d{4}-\d{2}-\d{2}$/, "date must be YYYY-MM-DD")
    .refine(isCalendarDate, notOnCalendarMessage)
    .refine(withinBookingWindow, "Choose a date from today up to one year ahead"),
  time: text({ error: "Choose a time" }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, "time must be HH:MM (24-hour)"),
  partySize: z.coerce
    .number({ error: "partySize must be a number" })
    .int("partySize must be a whole number")
    .min(1, "Party size is at least 1")
    .max(maxPartySize, `Party size is at most ${maxPartySize}; call the restaurant for larger groups`),
});
export type ReservationAvailabilityQuery = z.output<typeof reservationAvailabilityQuerySchema>;

export const reservationAvailabilitySchema = z.object({
  /** Open times ("18:30"), at most 9, around the requested time and in order. */
  slots: z.array(text().regex(/^\d{2}:\d{2}$/)),
  /** The partner's reservation bonus in its currency units, or null when it has none. */
  bonus: z.number().int().nonnegative().nullable(),
});
export type ReservationAvailability = z.infer<typeof reservationAvailabilitySchema>;

// ---------------------------------------------------------------------------------------------
// The provider boundary (backend/reservations/provider.ts): an OpenTable-style reservation API.
// The built-in provider and the HTTP adapter both speak these shapes; the HTTP adapter validates
// every answer from the wire with them.
// ---------------------------------------------------------------------------------------------

// The shape alone lets 2026-02-30 through, and reading it as a time then throws (a 500): every
// date the member API, the signed links and the provider exchange must be one the calendar has.
const isoDate = text()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "date must be YYYY-MM-DD")
  .refine(isCalendarDate, notOnCalendarMessage);
const clockTime = text().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "time must be HH:MM (24-hour)");

/** Why a provider refused: each has its own wording in the partner's text set. */
export const providerErrorCodes = [
  "slot_taken",
  "party_too_small",
  "party_too_large",
  "date_out_of_range",
  "time_too_soon",
  "not_found",
  "not_modifiable",
  "unavailable",
] as const;
export type ProviderErrorCode = (typeof providerErrorCodes)[number];

export const providerErrorSchema = z.object({
  error: z.object({
    code: z.enum(providerErrorCodes),
    message: text(),
    /** For slot_taken: the nearest free times the same day, earliest first. */
    alternatives: z.array(clockTime).optional(),
  }),
});
export type ProviderError = z.infer<typeof providerErrorSchema>;

export const providerGuestSchema = z.object({
  firstName: text().trim().min(1, "Enter a first name").max(40),
  lastName: text().trim().min(1, "Enter a last name").max(40),
  email: text().trim().max(254).pipe(z.email("Enter a valid email")),
  phone: text()
    .trim()
    .regex(/^\+?[\d\s().-]{7,20}$/, "Enter a phone number the restaurant can call"),
});

export const providerAvailabilityRequestSchema = z.object({
  restaurantId: text().min(1).max(64),
  date: isoDate,
  time: clockTime,
  partySize: z.number().int(),
});
export type ProviderAvailabilityRequest = z.infer<typeof providerAvailabilityRequestSchema>;

export const providerAvailabilitySchema = z.object({
  restaurantId: text(),
  date: isoDate,
  partySize: z.number().int(),
  /** Open seatings nearest the requested time, earliest first. */
  slots: z.array(clockTime),
});
export type ProviderAvailability = z.infer<typeof providerAvailabilitySchema>;

export const providerBookRequestSchema = z.object({
  restaurantId: text().min(1).max(64),
  date: isoDate,
  time: clockTime,
  partySize: z.number().int(),
  guest: providerGuestSchema,
  specialRequests: multilineText().max(500).optional(),
});
export type ProviderBookRequest = z.infer<typeof providerBookRequestSchema>;

export const providerBookingStatuses = ["booked", "cancelled"] as const;

export const providerBookingSchema = z.object({
  confirmationNumber: text().min(1).max(40),
  /** Secret: whoever holds it may change or cancel the booking. Never logged or shown. */
  cancelToken: text().min(16).max(200),
  restaurantId: text(),
  date: isoDate,
  time: clockTime,
  partySize: z.number().int(),
  status: z.enum(providerBookingStatuses),
});
export type ProviderBooking = z.infer<typeof providerBookingSchema>;

/**
 * A booking looked up by its number (get): everything but the cancel token, which the provider
 * keeps only as a digest and so cannot hand out again.
 */
export const providerBookingRecordSchema = providerBookingSchema.omit({ cancelToken: true });
export type ProviderBookingRecord = z.infer<typeof providerBookingRecordSchema>;

export const providerModifyRequestSchema = z.object({
  confirmationNumber: text().min(1).max(40),
  cancelToken: text().min(16).max(200),
  date: isoDate,
  time: clockTime,
  partySize: z.number().int(),
});
export type ProviderModifyRequest = z.infer<typeof providerModifyRequestSchema>;

export const providerCancelRequestSchema = z.object({
  confirmationNumber: text().min(1).max(40),
  cancelToken: text().min(16).max(200),
});
export type ProviderCancelRequest = z.infer<typeof providerCancelRequestSchema>;

// ---------------------------------------------------------------------------------------------
// The member's API (backend/routes/reservations.ts), all behind the session and CSRF:
//   POST   /api/Member/Reservations                 book       → 201 { reservation }
//   GET    /api/Member/Reservations                 list       → { upcoming, past }
//   PATCH  /api/Member/Reservations/{id}            modify     → { reservation }
//   POST   /api/Member/Reservations/{id}/Cancel     cancel     → { reservation }
//   GET    /api/Member/Reservations/{id}/calendar.ics          → text/calendar
// Refusals answer { code, message, alternatives? } (reservationRefusalSchema): 409 slot_taken
// and overlap, 403 fraud, 422 for the provider's bounds, 502 general; 400 is a field error.
// ---------------------------------------------------------------------------------------------

export const bookReservationSchema = z.object({
  merchantId: text().min(1).max(64),
  date: isoDate,
  time: clockTime,
  partySize: z.coerce.number().int().min(1).max(maxPartySize),
  firstName: providerGuestSchema.shape.firstName,
  lastName: providerGuestSchema.shape.lastName,
  email: providerGuestSchema.shape.email,
  phone: providerGuestSchema.shape.phone,
  specialRequests: multilineText().trim().max(500, "Keep special requests to 500 characters").optional(),
});
export type BookReservationInput = z.infer<typeof bookReservationSchema>;

export const modifyReservationSchema = z.object({
  date: isoDate,
  time: clockTime,
  partySize: z.coerce.number().int().min(1).max(maxPartySize),
});
export type ModifyReservationInput = z.infer<typeof modifyReservationSchema>;

export const reservationRefusalSchema = z.object({
  code: z.enum(reservationRefusalCodes),
  /** The partner's wording for the code. */
  message: text(),
  alternatives: z.array(clockTime).optional(),
});
export type ReservationRefusal = z.infer<typeof reservationRefusalSchema>;

export const memberReservationStatuses = ["booked", "cancelled", "dined", "no_show"] as const;
export type MemberReservationStatus = (typeof memberReservationStatuses)[number];

/** What became of the reservation bonus: none for a partner without one. */
export const reservationBonusStates = ["upcoming", "pending", "awarded", "not_earned", "none"] as const;

export const memberReservationSchema = z.object({
  id: z.uuid(),
  merchantId: text(),
  merchantName: text(),
  merchantAddress: text(),
  /** The restaurant's IANA time zone: date and time are on its clock. */
  timeZone: text(),
  /** The restaurant's opening hours: a change offers its own seatings (decision 0059). */
  openingHours: z.array(openingPeriodSchema),
  date: isoDate,
  time: clockTime,
  partySize: z.number().int(),
  confirmationNumber: text(),
  status: z.enum(memberReservationStatuses),
  specialRequests: multilineText().nullable(),
  /** Booked while the member had a linked card (the events tell the two apart). */
  withCard: z.boolean(),
  bonus: z.object({
    state: z.enum(reservationBonusStates),
    /** In the partner's currency units; 0 when state is none. */
    amount: z.number().int().nonnegative(),
    /** Why it was not earned (cancelled, no dine recorded, …), in the partner's words. */
    reason: text().nullable(),
  }),
  /** Upcoming and booked: the member may still change or cancel it. */
  changeable: z.boolean(),
});
export type MemberReservation = z.infer<typeof memberReservationSchema>;

export const memberReservationAnswerSchema = z.object({ reservation: memberReservationSchema });

export const memberReservationListSchema = z.object({
  upcoming: z.array(memberReservationSchema),
  past: z.array(memberReservationSchema),
});
export type MemberReservationList = z.infer<typeof memberReservationListSchema>;
