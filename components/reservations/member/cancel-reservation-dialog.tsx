"use client";

import { useMutation } from "@tanstack/react-query";
import { Modal } from "@/components/ui/modal";
import { FormError } from "@/components/forms/form-error";
import { ConfirmButtons } from "../confirm-buttons";
import { isUnauthorized } from "@/lib/client/api/http";
import { ReservationRefusedError } from "@/lib/client/api/reservations";
import { cancelReservationMutation } from "@/lib/client/query/reservation-queries";
import type { MemberReservation } from "@/shared/contracts/reservations";
import { formatLongDate, formatSlotTime } from "@/shared/merchants/reservation-window";

/** Asks before cancelling: a cancelled table is gone, and so is the bonus it would earn. */
export function CancelReservationDialog({
  reservation,
  onClose,
  onCancelled,
  onSignedOut,
  generalError,
}: {
  reservation: MemberReservation | null;
  onClose: () => void;
  onCancelled: (reservation: MemberReservation) => void;
  onSignedOut: () => void;
  generalError: string;
}) {
  const cancel = useMutation({
    ...cancelReservationMutation,
    onSuccess: async (cancelled, ...rest) => {
      await cancelReservationMutation.onSuccess?.(cancelled, ...rest);
      onCancelled(cancelled);
    },
    onError: (error) => {
      if (isUnauthorized(error)) onSignedOut();
    },
  });
  const error = cancel.error
    ? cancel.error instanceof ReservationRefusedError
      ? cancel.error.refusal.message
      : generalError
    : null;
  return (
    <Modal
      open={reservation !== null}
      onClose={() => {
        cancel.reset();
        onClose();
      }}
      title="Cancel this reservation?"
      testId="cancel-reservation-dialog"
    >
      {reservation ? (
        <>
          <p>
            {reservation.merchantName}, {formatLongDate(reservation.date)} at{" "}
            {formatSlotTime(reservation.time)}, party of {reservation.partySize}. The restaurant will release
            the table
            {reservation.bonus.state === "upcoming" ? " and the booking will earn no bonus" : ""}.
          </p>
          <div className="mt-3">
            <FormError message={error} />
          </div>
          <div className="mt-4">
            <ConfirmButtons
              busy={cancel.isPending}
              label="Yes, cancel it"
              busyLabel="Cancelling…"
              onConfirm={() => {
                cancel.mutate(reservation.id);
              }}
              back={
                <button
                  type="button"
                  className="button-secondary"
                  onClick={() => {
                    cancel.reset();
                    onClose();
                  }}
                >
                  Keep it
                </button>
              }
            />
          </div>
        </>
      ) : null}
    </Modal>
  );
}
