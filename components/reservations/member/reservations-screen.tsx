"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useEffect, useState } from "react";
import { FailureNote, LoadingNote } from "@/components/ui/status-notes";
import { statusToast } from "@/components/ui/toasts";
import { isUnauthorized } from "@/lib/client/api/http";
import { reservationCalendarHref } from "@/lib/client/api/reservations";
import { memberReservationsQuery } from "@/lib/client/query/reservation-queries";
import type { MemberReservation } from "@/shared/contracts/reservations";
import type { AvailabilityWording } from "@/shared/merchants/availability-wording";
import { useAccountSession } from "../../account/account-session";
import { CancelReservationDialog } from "./cancel-reservation-dialog";
import { ModifyReservationDialog } from "./modify-reservation-dialog";
import { ReservationCard } from "./reservation-card";

/**
 * /account/reservations (decision 0031): upcoming bookings, each to change (through the restaurant's
 * availability) or cancel after a confirmation, and past ones with what became of their bonus.
 */
export function ReservationsScreen({
  currencyPlural,
  wording,
}: {
  currencyPlural: string;
  /** The partner's availability and reservation words (its general error among them). */
  wording: AvailabilityWording;
}) {
  const generalError = wording.general;
  const { signInAgain } = useAccountSession();
  // Read whenever the page opens: a booking made on a merchant page or a dine may have changed it.
  const list = useQuery({ ...memberReservationsQuery, refetchOnMount: "always" });
  const [changing, setChanging] = useState<MemberReservation | null>(null);
  const [cancelling, setCancelling] = useState<MemberReservation | null>(null);
  const signedOut = isUnauthorized(list.error);
  useEffect(() => {
    if (signedOut) signInAgain();
  }, [signedOut, signInAgain]);

  if (list.isPending) return <LoadingNote>Loading your reservations…</LoadingNote>;
  if (list.isError) return <FailureNote>{generalError}</FailureNote>;

  const { upcoming, past } = list.data;
  return (
    <>
      <section aria-labelledby="upcoming-reservations" data-testid="upcoming-reservations">
        <h2 id="upcoming-reservations" className="text-2xl font-bold">
          Upcoming
        </h2>
        {upcoming.length === 0 ? (
          <p className="text-muted mt-2">
            No upcoming reservations. Find a restaurant on{" "}
            <Link href="/search" className="text-brand font-bold underline">
              search
            </Link>{" "}
            and reserve a table.
          </p>
        ) : (
          <ul className="mt-3 grid gap-3 md:grid-cols-2">
            {upcoming.map((reservation) => (
              <ReservationCard
                key={reservation.id}
                reservation={reservation}
                currencyPlural={currencyPlural}
                actions={
                  <>
                    <a href={reservationCalendarHref(reservation.id)} download className="button-secondary">
                      Add to calendar
                    </a>
                    {reservation.changeable ? (
                      <>
                        <button
                          type="button"
                          className="button-secondary"
                          onClick={() => {
                            setChanging(reservation);
                          }}
                        >
                          Change
                        </button>
                        <button
                          type="button"
                          className="button-secondary"
                          onClick={() => {
                            setCancelling(reservation);
                          }}
                        >
                          Cancel
                        </button>
                      </>
                    ) : null}
                  </>
                }
              />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="past-reservations" className="mt-10" data-testid="past-reservations">
        <h2 id="past-reservations" className="text-2xl font-bold">
          Past
        </h2>
        {past.length === 0 ? (
          <p className="text-muted mt-2">No past reservations yet.</p>
        ) : (
          <ul className="mt-3 grid gap-3 md:grid-cols-2">
            {past.map((reservation) => (
              <ReservationCard
                key={reservation.id}
                reservation={reservation}
                currencyPlural={currencyPlural}
              />
            ))}
          </ul>
        )}
      </section>
      {changing ? (
        <ModifyReservationDialog
          reservation={changing}
          onClose={() => {
            setChanging(null);
          }}
          onSignedOut={signInAgain}
          wording={wording}
        />
      ) : null}
      <CancelReservationDialog
        reservation={cancelling}
        onClose={() => {
          setCancelling(null);
        }}
        onCancelled={(cancelled) => {
          setCancelling(null);
          statusToast("success", `Your ${cancelled.merchantName} reservation is cancelled.`);
        }}
        onSignedOut={signInAgain}
        generalError={generalError}
      />
    </>
  );
}
