import Link from "next/link";
import { reservationCalendarHref } from "@/lib/client/api/reservations";
import type { MemberReservation } from "@/shared/contracts/reservations";
import { ReservationSummary } from "@/components/reservations/reservation-summary";

/** What the bonus line says of a fresh booking, or null when the partner has no bonus. */
function bonusLine(reservation: MemberReservation, currencyPlural: string): string | null {
  if (reservation.bonus.state === "none" || reservation.bonus.amount === 0) return null;
  return `You will earn ${String(reservation.bonus.amount)} bonus ${currencyPlural} when you dine and pay with a linked card.`;
}

/**
 * The booking's confirmation in the sheet: restaurant, date, time, party, confirmation number,
 * an "Add to calendar" download and the bonus it will earn.
 */
export function BookingConfirmation({
  reservation,
  currencyPlural,
}: {
  reservation: MemberReservation;
  currencyPlural: string;
}) {
  const bonus = bonusLine(reservation, currencyPlural);
  return (
    <div data-testid="booking-confirmation">
      <p className="text-lg font-bold" role="status">
        You are booked.
      </p>
      <ReservationSummary reservation={reservation} className="mt-3" />
      {bonus ? (
        <p className="border-accent/40 bg-accent/5 mt-4 rounded-xl border p-3 text-sm font-bold">{bonus}</p>
      ) : null}
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <a href={reservationCalendarHref(reservation.id)} download className="button-secondary">
          Add to calendar
        </a>
        <Link href="/account/reservations" className="button-primary">
          See my reservations
        </Link>
      </div>
    </div>
  );
}
