"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
import { useId, useState, type ReactNode, type SubmitEvent } from "react";
import { FormError } from "@/components/forms/form-error";
import { ConfirmButtons } from "./confirm-buttons";
import { isUnauthorized } from "@/lib/client/api/http";
import { ReservationRefusedError } from "@/lib/client/api/reservations";
import { availabilityQuery, changeReservationMutation } from "@/lib/client/query/reservation-queries";
import type { MemberReservation, ModifyReservationInput } from "@/shared/contracts/reservations";
import type { AvailabilityWording } from "@/shared/merchants/availability-wording";
import {
  formatLongDate,
  formatSlotTime,
  nearestTime,
  reservationDateRange,
  reservationTimesOn,
} from "@/shared/merchants/reservation-window";
import { BookingFields } from "./booking-fields";
import { ReservationChangeReview } from "./reservation-change-review";
import { ReservationSummary } from "./reservation-summary";

/** Focus moves to a step's heading as it appears: the button that led there is gone. */
const focusOnMount = (element: HTMLElement | null) => {
  element?.focus();
};

const slotButton =
  "border-brand text-brand hover:bg-brand hover:text-on-brand min-h-11 w-full rounded-lg border-2 px-1 text-sm font-bold";

/**
 * Another date, time or party for an upcoming booking, in three steps (decision 0059): the
 * restaurant's open times for what is asked; the change shown old → new with a confirm; and,
 * once the restaurant holds the new time, the changed booking said on screen (its confirmation
 * is emailed as well, backend/services/reservations/modify-reservation.ts). A time taken
 * meanwhile goes back to the times, with the nearest free ones. The account's change dialog and
 * the signed link's page differ only in how the change is sent (`send`) and what follows it.
 */
export function ChangeReservation({
  reservation,
  send,
  wording,
  onSignedOut,
  onKeep,
  after,
}: {
  reservation: MemberReservation;
  send: (change: ModifyReservationInput) => Promise<MemberReservation>;
  /** The partner's availability and reservation words. */
  wording: AvailabilityWording;
  onSignedOut?: () => void;
  /** Leaves the booking as it is, where the screen offers that beside its own close. */
  onKeep?: () => void;
  /** What follows the done message: the dialog's Done button, the page's link. */
  after: ReactNode;
}) {
  const id = useId();
  const range = reservationDateRange(new Date(), reservation.timeZone);
  const [date, setDate] = useState(reservation.date);
  const [wantedTime, setTime] = useState(reservation.time);
  const [partySize, setPartySize] = useState(reservation.partySize);
  const [search, setSearch] = useState<ModifyReservationInput | null>(null);
  const [chosen, setChosen] = useState<ModifyReservationInput | null>(null);
  const open = reservationTimesOn(reservation.openingHours, date);
  // The booked time stays offered on its own date, even where the hours have changed since.
  const times =
    date === reservation.date && !open.includes(reservation.time) ? [...open, reservation.time].sort() : open;
  const time = nearestTime(times, wantedTime);
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
    ...changeReservationMutation(send),
    onError: (error) => {
      if (isUnauthorized(error)) onSignedOut?.();
      // Taken meanwhile: back to the times, where the nearest free ones now stand.
      if (error instanceof ReservationRefusedError && error.refusal.code === "slot_taken") setChosen(null);
    },
  });
  const refusal = modify.error instanceof ReservationRefusedError ? modify.error.refusal : null;
  const slots = refusal?.alternatives ?? tables.data?.slots ?? [];
  const error = modify.error
    ? (refusal?.message ?? wording.general)
    : tables.isError
      ? wording.general
      : null;

  if (modify.isSuccess) {
    return (
      <div data-testid="reservation-change-done">
        <p ref={focusOnMount} tabIndex={-1} className="text-lg font-bold" role="status">
          Your reservation is changed.
        </p>
        <ReservationSummary reservation={modify.data} className="mt-3" />
        <p className="mt-3 text-sm">
          We emailed the new details to your account email, with links to change or cancel again.
        </p>
        {after}
      </div>
    );
  }

  if (chosen) {
    return (
      <div data-testid="reservation-change-review">
        <p ref={focusOnMount} tabIndex={-1} className="font-bold">
          Change your {reservation.merchantName} reservation to this?
        </p>
        <div className="mt-3">
          <ReservationChangeReview reservation={reservation} change={chosen} />
        </div>
        <p className="text-muted mt-3 text-sm">
          Nothing changes until you confirm. The restaurant then holds the new time instead of the old one.
        </p>
        <div className="mt-3">
          <FormError message={error} />
        </div>
        <div className="mt-4">
          <ConfirmButtons
            busy={modify.isPending}
            label="Confirm the change"
            busyLabel="Changing…"
            onConfirm={() => {
              modify.mutate(chosen);
            }}
            back={
              <button
                type="button"
                className="button-secondary"
                disabled={modify.isPending}
                onClick={() => {
                  modify.reset();
                  setChosen(null);
                }}
              >
                Choose another time
              </button>
            }
          />
        </div>
      </div>
    );
  }

  function find(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (times.length === 0) return;
    modify.reset();
    setSearch({ date, time, partySize });
  }

  return (
    <>
      <p className="mb-3">
        Now: {formatLongDate(reservation.date)} at {formatSlotTime(reservation.time)}, party of{" "}
        {reservation.partySize}.
      </p>
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
        {onKeep ? (
          <button type="button" className="button-secondary col-span-2" onClick={onKeep}>
            Keep it as it is
          </button>
        ) : null}
      </form>
      <div className="mt-3">
        <FormError message={error} />
      </div>
      {search && tables.isSuccess && slots.length === 0 ? (
        <p className="mt-3" role="status">
          {wording.none}
        </p>
      ) : null}
      {search && slots.length > 0 ? (
        <>
          <p id={`${id}-slots`} className="mt-3 text-sm font-bold">
            Pick a new time for {search.partySize} on {formatLongDate(search.date)}
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
                  className={slotButton}
                  onClick={() => {
                    // A refusal of an earlier pick is not this one's.
                    modify.reset();
                    setChosen({ date: search.date, time: slot, partySize: search.partySize });
                  }}
                >
                  {formatSlotTime(slot)}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}
