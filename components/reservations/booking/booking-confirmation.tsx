import Link from "next/link";
import { reservationCalendarHref } from "@/lib/client/api/reservations";
import type { MemberReservation } from "@/shared/contracts/reservations";
import { bookingEarnWording } from "@/shared/rules/booking-earn-wording";
import type { EarnViewer } from "@/shared/rules/earn-statement";
import { ReservationSummary } from "@/components/reservations/reservation-summary";
import type { MerchantEarnFacts } from "../../merchants/detail/merchant-earn-facts";

/**
 * The booking's confirmation in the sheet: restaurant, date, time, party, confirmation number,
 * an "Add to calendar" download and what it earns, in the block's and the sheet's words.
 */
export function BookingConfirmation({
  reservation,
  earnFacts,
  viewer,
}: {
  reservation: MemberReservation;
  earnFacts: MerchantEarnFacts;
  viewer: EarnViewer;
}) {
  const earn = bookingEarnWording({
    facts: earnFacts,
    viewer,
    bonus: reservation.bonus.state === "none" ? null : reservation.bonus.amount,
    date: reservation.date,
  });
  return (
    <div data-testid="booking-confirmation">
      <p className="text-lg font-bold" role="status">
        You are booked.
      </p>
      <ReservationSummary reservation={reservation} className="mt-3" />
      {earn ? (
        <p
          className={`mt-4 rounded-xl border p-3 text-sm font-bold ${
            earn.earns ? "border-accent/40 bg-accent/5" : "border-black/15"
          }`}
          data-testid="booking-earn"
        >
          {earn.sentence}
        </p>
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
