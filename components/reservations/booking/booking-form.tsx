"use client";

import { useMutation } from "@tanstack/react-query";
import { useId, useState } from "react";
import { FormFrame } from "@/components/forms/form-frame";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { TextAreaField } from "@/components/forms/text-area-field";
import { useContractForm } from "@/components/forms/contract-form";
import { useFormSubmit } from "@/components/forms/use-form-submit";
import { useTextField } from "@/components/forms/use-form-field";
import { ReservationRefusedError } from "@/lib/client/api/reservations";
import { bookReservationMutation } from "@/lib/client/query/reservation-queries";
import type { MemberReservation } from "@/shared/contracts/reservations";
import { formatSlotTime } from "@/shared/merchants/reservation-window";

const loadGuestSchema = () => import("./booking-guest-schema").then((module) => module.guestSchema);

export interface GuestDefaults {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phone: string;
}

/**
 * What the form's email is for: the restaurant's contact, passed to the provider. The program's
 * confirmation and its change and cancel links go to the account's own address whatever is typed
 * here (backend/services/reservations/send-confirmation.ts), and the field must not suggest otherwise.
 */
function emailHint(accountEmail: string): string {
  return `For the restaurant. Your confirmation, with links to change or cancel, goes to your account email, ${accountEmail}.`;
}

/** "That time was just taken": shown with the nearest free times to pick instead. */
const slotTakenMessage = "That time was just taken";

/**
 * The booking form of the sheet: the guest's name, phone and email for the restaurant (prefilled
 * from the member's profile), special requests, the policy line and Book. A slot taken meanwhile offers the
 * nearest free times; picking one keeps what was typed. Other refusals say the partner's words.
 */
export function BookingForm({
  merchantId,
  date,
  slot,
  partySize,
  guest,
  accountEmail,
  policy,
  generalError,
  onChooseSlot,
  onBooked,
}: {
  merchantId: string;
  date: string;
  slot: string;
  partySize: number;
  guest: GuestDefaults;
  /** Where the program's confirmation goes: the member's account address. */
  accountEmail: string;
  policy: string;
  /** The partner's general reservation error. */
  generalError: string;
  onChooseSlot: (slot: string) => void;
  onBooked: (reservation: MemberReservation) => void;
}) {
  const id = useId();
  const [taken, setTaken] = useState<readonly string[] | null>(null);
  const book = useMutation(bookReservationMutation);
  const form = useContractForm(loadGuestSchema, {
    defaultValues: { ...guest, specialRequests: "" },
  });
  const firstName = useTextField(form.control, "firstName");
  const lastName = useTextField(form.control, "lastName");
  const phone = useTextField(form.control, "phone");
  const email = useTextField(form.control, "email");
  const requests = useTextField(form.control, "specialRequests");

  const { onSubmit, busy, formError } = useFormSubmit(form, {
    submit: async (values) => {
      setTaken(null);
      try {
        const reservation = await book.mutateAsync({
          merchantId,
          date,
          time: slot,
          partySize,
          ...values,
          specialRequests: values.specialRequests || undefined,
        });
        onBooked(reservation);
      } catch (error) {
        if (error instanceof ReservationRefusedError && error.refusal.code === "slot_taken") {
          setTaken(error.refusal.alternatives ?? []);
          return "stay";
        }
        throw error;
      }
      return "stay";
    },
    failureMessage: (error, shown) => {
      if (error instanceof ReservationRefusedError) return error.refusal.message;
      return shown > 0 ? null : generalError;
    },
  });

  return (
    <FormFrame
      busy={busy}
      onSubmit={onSubmit}
      error={formError}
      testId="booking-error"
      formTestId="booking-form"
      submit={
        <>
          <p className="text-muted text-sm" data-testid="booking-policy">
            {policy}
          </p>
          <SubmitButton busy={busy} label="Book" busyLabel="Booking…" />
        </>
      }
    >
      {taken ? (
        <div
          role="alert"
          className="rounded-lg border-2 border-red-700 bg-red-50 p-3"
          data-testid="booking-slot-taken"
        >
          <p className="font-bold text-red-800">{slotTakenMessage}</p>
          {taken.length > 0 ? (
            <>
              <p className="mt-1 text-sm">The nearest free times:</p>
              <ul className="mt-2 grid grid-cols-3 gap-2">
                {taken.map((alternative) => (
                  <li key={alternative}>
                    <button
                      type="button"
                      className="border-brand text-brand hover:bg-brand hover:text-on-brand min-h-11 w-full rounded-lg border-2 bg-white px-1 text-sm font-bold"
                      onClick={() => {
                        setTaken(null);
                        onChooseSlot(alternative);
                      }}
                    >
                      {formatSlotTime(alternative)}
                    </button>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p className="mt-1 text-sm">No other table is free that day; try another date.</p>
          )}
        </div>
      ) : null}
      <div className="grid gap-x-4 sm:grid-cols-2">
        <TextField id={`${id}-first`} label="First name" required autoComplete="given-name" {...firstName} />
        <TextField id={`${id}-last`} label="Last name" required autoComplete="family-name" {...lastName} />
        <TextField id={`${id}-phone`} label="Phone" type="tel" required autoComplete="tel" {...phone} />
        <TextField
          id={`${id}-email`}
          label="Email"
          type="email"
          required
          autoComplete="email"
          hint={emailHint(accountEmail)}
          {...email}
        />
      </div>
      <TextAreaField
        id={`${id}-requests`}
        label="Special requests (optional)"
        rows={3}
        maxLength={500}
        {...requests}
      />
    </FormFrame>
  );
}
