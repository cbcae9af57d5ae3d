"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import { SiteLink } from "@/components/shell/site-link";
import { useMember, useMemberQuery } from "@/lib/client/hooks/use-member";
import { writeStored } from "@/lib/client/browser/stored-values";
import type { MemberReservation } from "@/shared/contracts/reservations";
import { signInToReserveHref, slotReturnPath } from "@/shared/merchants/reservation-return";
import { formatLongDate, formatSlotTime } from "@/shared/merchants/reservation-window";
import { pageLoaderText } from "@/shared/constants";
import { bookingEarnWording, type BookingEarn } from "@/shared/rules/booking-earn-wording";
import type { EnrollmentType } from "@/partners/schema";
import type { MerchantEarnFacts } from "../../merchants/detail/merchant-earn-facts";
import { BookingConfirmation } from "./booking-confirmation";
import type { SlotRequest } from "./slot-request";

/**
 * The guest form (and the form library with it) loads when a member opens a slot, not with
 * every merchant page (docs/performance.md, Bundles).
 */
const BookingForm = dynamic(() => import("./booking-form").then((module) => module.BookingForm), {
  ssr: false,
  loading: () => (
    <p role="status" className="text-muted py-6 text-center">
      {pageLoaderText}
    </p>
  ),
});

/** The policy line under the form: how to change or cancel, and what the booking earns. */
function bookingPolicy(earn: BookingEarn | null): string {
  const cancel = "You can change or cancel this reservation in your account until its time.";
  return earn ? `${cancel} ${earn.sentence}` : cancel;
}

/**
 * The booking sheet's body for one chosen slot: its summary, then sign-in for a visitor (back
 * to this merchant with the slot chosen), the booking form for a member, and the confirmation
 * once booked.
 */
export function BookingSheet({
  merchantId,
  merchantName,
  phone,
  request,
  slot,
  bonus,
  earnFacts,
  enrollmentType,
  generalError,
  onChooseSlot,
  onBooked,
}: {
  merchantId: string;
  merchantName: string;
  phone: string;
  request: SlotRequest;
  slot: string;
  bonus: number | null;
  earnFacts: MerchantEarnFacts;
  enrollmentType: EnrollmentType;
  generalError: string;
  onChooseSlot: (slot: string) => void;
  onBooked: (reservation: MemberReservation) => void;
}) {
  const member = useMember();
  const { data: account } = useMemberQuery();
  const [booked, setBooked] = useState<MemberReservation | null>(null);

  const viewer = member.status === "member" ? { tierLevel: member.member.tierLevel } : null;
  if (booked) return <BookingConfirmation reservation={booked} earnFacts={earnFacts} viewer={viewer} />;

  const summary = (
    <p data-testid="booking-summary">
      A table for {request.partySize} at {merchantName} on {formatLongDate(request.date)} at{" "}
      <strong>{formatSlotTime(slot)}</strong>.
    </p>
  );

  if (enrollmentType === "none") {
    // No one signs in to this program: the restaurant takes the booking itself.
    return (
      <>
        {summary}
        <p className="mt-3">
          Call{" "}
          <a href={`tel:${phone.replace(/[^\d+]/g, "")}`} className="text-brand font-bold underline">
            {phone}
          </a>{" "}
          to book this table.
        </p>
      </>
    );
  }

  if (member.status === "anonymous") {
    const returnPath = slotReturnPath(merchantId, { ...request, slot });
    return (
      <>
        {summary}
        <p className="mt-3">
          Sign in to complete your reservation, so that the bonus is added to your account.
        </p>
        <SiteLink
          href={signInToReserveHref(enrollmentType, returnPath)}
          className="button-primary mt-4"
          onClick={() => {
            // The spec's stored login redirect says the same, for a sign-in that loses the query.
            writeStored("loginRedirect", returnPath);
          }}
        >
          Sign in to reserve
        </SiteLink>
      </>
    );
  }

  if (member.status === "loading" || !account) {
    return (
      <>
        {summary}
        <p className="text-muted mt-3" role="status">
          Loading your details…
        </p>
      </>
    );
  }

  return (
    <>
      {summary}
      <div className="mt-3">
        <BookingForm
          merchantId={merchantId}
          date={request.date}
          slot={slot}
          partySize={request.partySize}
          guest={{
            firstName: account.firstName,
            lastName: account.lastName,
            email: account.email,
            phone: account.phoneNumber ?? "",
          }}
          accountEmail={account.email}
          policy={bookingPolicy(bookingEarnWording({ facts: earnFacts, viewer, bonus, date: request.date }))}
          generalError={generalError}
          onChooseSlot={onChooseSlot}
          onBooked={(reservation) => {
            setBooked(reservation);
            onBooked(reservation);
          }}
        />
      </div>
    </>
  );
}
