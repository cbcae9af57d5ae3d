import type { ReactNode } from "react";
import type { MemberReservation, MemberReservationStatus } from "@/shared/contracts/reservations";
import { formatLongDate, formatSlotTime } from "@/shared/merchants/reservation-window";
import { reservationBonusText } from "./reservation-bonus-text";

const statusLabels: Record<MemberReservationStatus, string> = {
  booked: "Booked",
  cancelled: "Cancelled",
  dined: "Dined",
  no_show: "Not attended",
};

/** One reservation in the account list: where, when, for how many, its state and its bonus. */
export function ReservationCard({
  reservation,
  currencyPlural,
  actions,
}: {
  reservation: MemberReservation;
  currencyPlural: string;
  /** Change and cancel, for an upcoming booking the member may still change. */
  actions?: ReactNode;
}) {
  const bonus = reservationBonusText(reservation.bonus, currencyPlural);
  return (
    <li
      className="rounded-xl border border-black/10 bg-white p-4 shadow-sm"
      data-testid="reservation-row"
      data-confirmation={reservation.confirmationNumber}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="text-lg font-bold">{reservation.merchantName}</h3>
        <span className="text-muted rounded-full border border-black/20 px-2 text-sm font-bold">
          {statusLabels[reservation.status]}
        </span>
      </div>
      <p className="mt-1">
        {formatLongDate(reservation.date)} at {formatSlotTime(reservation.time)} · party of{" "}
        {reservation.partySize}
      </p>
      <p className="text-muted text-sm">{reservation.merchantAddress}</p>
      <p className="text-muted text-sm">Confirmation {reservation.confirmationNumber}</p>
      {bonus ? (
        <p className="mt-2 text-sm font-bold" data-testid="reservation-bonus-state">
          {bonus}
        </p>
      ) : null}
      {actions ? <div className="mt-3 flex flex-wrap gap-2">{actions}</div> : null}
    </li>
  );
}
