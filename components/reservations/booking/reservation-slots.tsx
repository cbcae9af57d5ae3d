"use client";

import { useState } from "react";
import { Modal } from "@/components/ui/modal";
import type { MemberReservation } from "@/shared/contracts/reservations";
import { formatLongDate, formatSlotTime } from "@/shared/merchants/reservation-window";
import type { EnrollmentType } from "@/partners/schema";
import type { MerchantEarnFacts } from "../../merchants/detail/merchant-earn-facts";
import { BookingSheet } from "./booking-sheet";
import type { SlotRequest } from "./slot-request";
import { useDialogClosed } from "../../merchants/detail/use-dialog-closed";

/**
 * Open times in a grid of three. A slot opens the booking sheet (a dialog the visitor asked
 * for): sign in first for visitors, the booking form for members, then the confirmation.
 */
export function ReservationSlots({
  merchantId,
  request,
  slots,
  merchantName,
  phone,
  bonus,
  earnFacts,
  enrollmentType,
  noTables,
  generalError,
  initialSlot = null,
  onBooked,
}: {
  merchantId: string;
  request: SlotRequest;
  slots: readonly string[];
  merchantName: string;
  phone: string;
  /** The partner's reservation bonus, or null. */
  bonus: number | null;
  earnFacts: MerchantEarnFacts;
  enrollmentType: EnrollmentType;
  /** The partner's "no availability" wording. */
  noTables: string;
  /** The partner's general reservation error. */
  generalError: string;
  /** A slot chosen before signing in, reopened on return. */
  initialSlot?: string | null;
  onBooked: (reservation: MemberReservation) => void;
}) {
  const [chosen, setChosen] = useState<string | null>(initialSlot);
  useDialogClosed("reservation-dialog", () => {
    setChosen(null);
  });
  if (slots.length === 0) {
    return (
      <p data-testid="reservation-empty">
        {noTables}{" "}
        <span className="text-muted">
          (Party of {request.partySize}, around {formatSlotTime(request.time)} on{" "}
          {formatLongDate(request.date)}.)
        </span>
      </p>
    );
  }
  return (
    <>
      <p className="text-sm font-bold">
        Tables for {request.partySize} on {formatLongDate(request.date)}
      </p>
      <ul className="mt-2 grid grid-cols-3 gap-2" data-testid="reservation-slots">
        {slots.map((slot) => (
          <li key={slot}>
            <button
              type="button"
              aria-pressed={chosen === slot}
              className="border-brand text-brand hover:bg-brand hover:text-on-brand aria-pressed:bg-brand aria-pressed:text-on-brand min-h-11 w-full rounded-lg border-2 px-1 text-sm font-bold"
              onClick={() => {
                setChosen(slot);
              }}
            >
              {formatSlotTime(slot)}
            </button>
          </li>
        ))}
      </ul>
      <Modal
        open={chosen !== null}
        onClose={() => {
          setChosen(null);
        }}
        title={`Reserve at ${merchantName}`}
        testId="reservation-dialog"
      >
        {chosen ? (
          <BookingSheet
            // No key: another slot (a taken one's alternative) keeps what the member typed.
            merchantId={merchantId}
            merchantName={merchantName}
            phone={phone}
            request={request}
            slot={chosen}
            bonus={bonus}
            earnFacts={earnFacts}
            enrollmentType={enrollmentType}
            generalError={generalError}
            onChooseSlot={setChosen}
            onBooked={onBooked}
          />
        ) : null}
      </Modal>
    </>
  );
}
