import type { MemberReservation } from "@/shared/contracts/reservations";
import { formatLongDate, formatSlotTime } from "@/shared/merchants/reservation-window";

/**
 * A booking as its holder checks it: restaurant, date, time, party and confirmation number. The
 * booking sheet's confirmation and the email link's manage page show the same list.
 */
export function ReservationSummary({
  reservation,
  className = "",
}: {
  reservation: MemberReservation;
  /** Spacing from what stands above it. */
  className?: string;
}) {
  return (
    <dl className={`grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 ${className}`.trim()}>
      <dt className="text-muted">Restaurant</dt>
      <dd className="font-bold">{reservation.merchantName}</dd>
      <dt className="text-muted">Date</dt>
      <dd className="font-bold">{formatLongDate(reservation.date)}</dd>
      <dt className="text-muted">Time</dt>
      <dd className="font-bold">{formatSlotTime(reservation.time)}</dd>
      <dt className="text-muted">Party</dt>
      <dd className="font-bold">
        {reservation.partySize} {reservation.partySize === 1 ? "person" : "people"}
      </dd>
      <dt className="text-muted">Confirmation</dt>
      <dd className="font-bold" data-testid="booking-confirmation-number">
        {reservation.confirmationNumber}
      </dd>
    </dl>
  );
}
