"use client";

import { Modal } from "@/components/ui/modal";
import { modifyReservation } from "@/lib/client/api/reservations";
import type { MemberReservation } from "@/shared/contracts/reservations";
import type { AvailabilityWording } from "@/shared/merchants/availability-wording";
import { ChangeReservation } from "../change-reservation";

/**
 * The account's change of an upcoming reservation (decision 0034): the restaurant's open times,
 * the change shown and confirmed, then the changed booking, in one dialog (decision 0059).
 */
export function ModifyReservationDialog({
  reservation,
  onClose,
  onSignedOut,
  wording,
}: {
  reservation: MemberReservation;
  onClose: () => void;
  onSignedOut: () => void;
  wording: AvailabilityWording;
}) {
  return (
    <Modal
      open
      onClose={onClose}
      title={`Change your ${reservation.merchantName} reservation`}
      testId="modify-reservation-dialog"
    >
      <ChangeReservation
        reservation={reservation}
        send={(change) => modifyReservation(reservation.id, change)}
        wording={wording}
        onSignedOut={onSignedOut}
        after={
          <button type="button" className="button-primary mt-4" onClick={onClose}>
            Done
          </button>
        }
      />
    </Modal>
  );
}
