import { bookReservationSchema } from "@/shared/contracts/reservations";

// Loaded by the booking form when it first validates (components/forms/contract-form.ts).

/** The guest's part of the booking contract: the same rules the API applies. */
export const guestSchema = bookReservationSchema.pick({
  firstName: true,
  lastName: true,
  email: true,
  phone: true,
  specialRequests: true,
});
