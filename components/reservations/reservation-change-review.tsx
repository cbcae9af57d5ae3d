import type { MemberReservation, ModifyReservationInput } from "@/shared/contracts/reservations";
import { formatLongDate, formatSlotTime } from "@/shared/merchants/reservation-window";

const party = (size: number) => `${String(size)} ${size === 1 ? "person" : "people"}`;

/**
 * One line of the change: "from 7:00 PM to 8:00 PM" (read out that way; the arrow is for the
 * eye), or the value with "(no change)".
 */
function ChangeLine({ label, before, after }: { label: string; before: string; after: string }) {
  return (
    <>
      <dt className="text-muted">{label}</dt>
      <dd>
        {before === after ? (
          <>
            <span className="font-bold">{after}</span> <span className="text-muted">(no change)</span>
          </>
        ) : (
          <>
            <span className="sr-only">from </span>
            <span className="text-muted line-through">{before}</span>
            <span aria-hidden="true"> → </span>
            <span className="sr-only"> to </span>
            <span className="font-bold">{after}</span>
          </>
        )}
      </dd>
    </>
  );
}

/** The booking as it is and as it would be after the change: date, time and party, old → new. */
export function ReservationChangeReview({
  reservation,
  change,
}: {
  reservation: MemberReservation;
  change: ModifyReservationInput;
}) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
      <ChangeLine
        label="Date"
        before={formatLongDate(reservation.date)}
        after={formatLongDate(change.date)}
      />
      <ChangeLine
        label="Time"
        before={formatSlotTime(reservation.time)}
        after={formatSlotTime(change.time)}
      />
      <ChangeLine label="Party" before={party(reservation.partySize)} after={party(change.partySize)} />
    </dl>
  );
}
