"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
import { useId, useState, type SubmitEvent } from "react";
import { Modal } from "@/components/ui/modal";
import { FormError } from "@/components/forms/form-error";
import { BookingFields } from "@/components/reservations/booking-fields";
import { isUnauthorized } from "@/lib/client/api/http";
import { ReservationRefusedError } from "@/lib/client/api/reservations";
import { availabilityQuery, modifyReservationMutation } from "@/lib/client/query/reservation-queries";
import type { MemberReservation } from "@/shared/contracts/reservations";
import {
  formatSlotTime,
  nearestTime,
  reservationDateRange,
  reservationTimesOn,
} from "@/shared/merchants/reservation-window";

interface Search {
  readonly date: string;
  readonly time: string;
  readonly partySize: number;
}

/**
 * Another date, time or party for an upcoming reservation: the restaurant's open times are asked
 * first, and picking one changes the booking with the provider (decision 0034).
 */
export function ModifyReservationDialog({
  reservation,
  onClose,
  onSignedOut,
  generalError,
}: {
  reservation: MemberReservation;
  onClose: () => void;
  onSignedOut: () => void;
  generalError: string;
}) {
  const id = useId();
  const range = reservationDateRange(new Date(), reservation.timeZone);
  const [date, setDate] = useState(reservation.date);
  const [wantedTime, setTime] = useState(reservation.time);
  const open = reservationTimesOn(reservation.openingHours, date);
  // The booked time stays offered on its own date, even where the hours have changed since.
  const times =
    date === reservation.date && !open.includes(reservation.time) ? [...open, reservation.time].sort() : open;
  const time = nearestTime(times, wantedTime);
  const [partySize, setPartySize] = useState(reservation.partySize);
  const [search, setSearch] = useState<Search | null>(null);
  const tables = useQuery({
    ...availabilityQuery(
      reservation.merchantId,
      search?.date ?? "",
      search?.time ?? "",
      search?.partySize ?? 0,
    ),
    enabled: search !== null,
  });
  const modify = useMutation({
    ...modifyReservationMutation,
    onSuccess: async (...args) => {
      await modifyReservationMutation.onSuccess?.(...args);
      onClose();
    },
    onError: (error) => {
      if (isUnauthorized(error)) onSignedOut();
    },
  });
  // A slot taken meanwhile comes back with the nearest free times: they replace the list.
  const refusal = modify.error instanceof ReservationRefusedError ? modify.error.refusal : null;
  const slots = refusal?.alternatives ?? tables.data?.slots ?? [];
  const error = modify.error
    ? ((refusal?.code === "slot_taken" ? "That time was just taken" : refusal?.message) ?? generalError)
    : tables.isError
      ? generalError
      : null;

  function find(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (times.length === 0) return;
    modify.reset();
    setSearch({ date, time, partySize });
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={`Change your ${reservation.merchantName} reservation`}
      testId="modify-reservation-dialog"
    >
      <form className="grid grid-cols-2 gap-3" onSubmit={find} aria-label="New date, time and party">
        <BookingFields
          date={date}
          time={time}
          partySize={partySize}
          min={range.min}
          max={range.max}
          times={times}
          onDate={setDate}
          onTime={setTime}
          onPartySize={setPartySize}
        />
        <button
          type="submit"
          className="button-secondary col-span-2"
          disabled={tables.isFetching || times.length === 0}
        >
          {tables.isFetching ? "Finding tables…" : "Find new times"}
        </button>
      </form>
      <div className="mt-3">
        <FormError message={error} />
      </div>
      {search && tables.isSuccess && slots.length === 0 ? (
        <p className="mt-3" role="status">
          No tables are free then; try another time or date.
        </p>
      ) : null}
      {search && slots.length > 0 ? (
        <>
          <p id={`${id}-slots`} className="mt-3 text-sm font-bold">
            Pick a new time for {search.partySize}
          </p>
          <ul
            aria-labelledby={`${id}-slots`}
            className="mt-2 grid grid-cols-3 gap-2"
            data-testid="modify-slots"
          >
            {slots.map((slot) => (
              <li key={slot}>
                <button
                  type="button"
                  disabled={modify.isPending}
                  className="border-brand text-brand hover:bg-brand hover:text-on-brand min-h-11 w-full rounded-lg border-2 px-1 text-sm font-bold"
                  onClick={() => {
                    modify.mutate({
                      id: reservation.id,
                      change: { date: search.date, time: slot, partySize: search.partySize },
                    });
                  }}
                >
                  {formatSlotTime(slot)}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Modal>
  );
}
