"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";
import { FormError } from "@/components/forms/form-error";
import { ConfirmButtons } from "../confirm-buttons";
import { FailureNote, LoadingNote } from "@/components/ui/status-notes";
import { useHydrated } from "@/lib/client/hooks/use-hydrated";
import {
  modifyManagedReservation,
  ReservationRefusedError,
  type ManageLink,
} from "@/lib/client/api/reservations";
import {
  cancelManagedReservationMutation,
  managedReservationQuery,
} from "@/lib/client/query/reservation-queries";
import type { AvailabilityWording } from "@/shared/merchants/availability-wording";
import { ChangeReservation } from "../change-reservation";
import { ReservationSummary } from "../reservation-summary";

/**
 * The link's booking and action from the page's query, or null when one is missing. Its expiry
 * and signature are not there: the proxy traded them for a cookie the API reads (0048).
 */
function manageLinkFrom(search: string): ManageLink | null {
  const query = new URLSearchParams(search);
  const id = query.get("id") ?? "";
  const action = query.get("action") ?? "";
  return id && action ? { id, action } : null;
}

const invalidLink = "This link is no longer valid. Sign in to see and change your reservations.";

/**
 * /reservations/manage: the booking a confirmation email's signed link names, with a cancel for
 * whoever holds the link (no sign-in needed: the signature is the permission). A modify link may
 * also change it, with the same steps as the account's change dialog (decision 0059).
 */
function ManageLinkView({ link, wording }: { link: ManageLink; wording: AvailabilityWording }) {
  const booking = useQuery(managedReservationQuery(link));
  const [confirming, setConfirming] = useState(link.action === "cancel");
  const [changing, setChanging] = useState(false);
  const cancel = useMutation(cancelManagedReservationMutation);

  if (booking.isPending) return <LoadingNote>Loading your reservation…</LoadingNote>;
  if (booking.isError) return <FailureNote testId="manage-invalid">{invalidLink}</FailureNote>;

  if (changing) {
    return (
      <div data-testid="manage-reservation">
        <ChangeReservation
          reservation={booking.data}
          send={(change) => modifyManagedReservation(link, change)}
          wording={wording}
          onKeep={() => {
            setChanging(false);
          }}
          after={
            <Link href="/account/reservations" className="button-secondary mt-4">
              See my reservations
            </Link>
          }
        />
      </div>
    );
  }

  const generalError = wording.general;
  const reservation = cancel.data ?? booking.data;
  const cancelled = reservation.status === "cancelled";
  const error = cancel.error
    ? cancel.error instanceof ReservationRefusedError
      ? cancel.error.refusal.message
      : generalError
    : null;
  return (
    <div data-testid="manage-reservation">
      <ReservationSummary reservation={reservation} />
      <div className="mt-4">
        <FormError message={error} />
      </div>
      {cancelled ? (
        <p className="mt-4 text-lg font-bold" role="status" data-testid="manage-cancelled">
          This reservation is cancelled.
        </p>
      ) : reservation.changeable ? (
        confirming ? (
          <div className="mt-4">
            <p className="font-bold">Cancel this reservation? The restaurant will release the table.</p>
            <div className="mt-3">
              <ConfirmButtons
                busy={cancel.isPending}
                label="Yes, cancel it"
                busyLabel="Cancelling…"
                onConfirm={() => {
                  cancel.mutate(link);
                }}
                back={
                  <Link href="/account/reservations" className="button-secondary">
                    Keep it
                  </Link>
                }
              />
            </div>
          </div>
        ) : (
          <div className="mt-4 flex flex-col gap-2 sm:flex-row">
            {link.action === "modify" ? (
              <button
                type="button"
                className="button-primary"
                onClick={() => {
                  setChanging(true);
                }}
              >
                Change it
              </button>
            ) : (
              <Link href="/account/reservations" className="button-primary">
                Change it in my account
              </Link>
            )}
            <button
              type="button"
              className="button-secondary"
              onClick={() => {
                setConfirming(true);
              }}
            >
              Cancel it
            </button>
          </div>
        )
      ) : (
        <p className="mt-4">This reservation can no longer be changed.</p>
      )}
    </div>
  );
}

export function ManageReservation({ wording }: { wording: AvailabilityWording }) {
  // The page is static: the link's parts are read in the browser.
  const hydrated = useHydrated();
  if (!hydrated) return <LoadingNote>Loading your reservation…</LoadingNote>;
  const link = manageLinkFrom(window.location.search);
  if (!link) return <FailureNote testId="manage-invalid">{invalidLink}</FailureNote>;
  return <ManageLinkView link={link} wording={wording} />;
}
