"use client";

import { usePathname } from "next/navigation";
import { useState } from "react";
import { useMember } from "@/lib/client/hooks/use-member";
import { Modal } from "@/components/ui/modal";
import { writeStored } from "@/lib/client/browser/stored-values";
import { formatSlotTime } from "@/lib/shared/merchants/reservation-window";
import { SiteLink } from "@/components/shell/site-link";
import { authHrefs } from "@/lib/shared/rules/auth-links";
import type { EnrollmentType } from "@/partners/schema";
import { useDialogClosed } from "./use-dialog-closed";

export interface SlotRequest {
  date: string;
  time: string;
  partySize: number;
}

function longDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1).toLocaleDateString("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
  });
}

/**
 * Open times in a grid of three. Booking through the site comes later: a slot opens a dialog
 * saying what happens next (sign in first for visitors; call the restaurant meanwhile), and
 * never pretends to book.
 */
export function ReservationSlots({
  request,
  slots,
  merchantName,
  phone,
  enrollmentType,
  noTables,
}: {
  request: SlotRequest;
  slots: readonly string[];
  merchantName: string;
  phone: string;
  enrollmentType: EnrollmentType;
  /** The partner's "no availability" wording. */
  noTables: string;
}) {
  const [chosen, setChosen] = useState<string | null>(null);
  const member = useMember();
  const pathname = usePathname();
  useDialogClosed("reservation-dialog", () => {
    setChosen(null);
  });
  if (slots.length === 0) {
    return (
      <p data-testid="reservation-empty">
        {noTables}{" "}
        <span className="text-muted">
          (Party of {request.partySize}, around {formatSlotTime(request.time)} on {longDate(request.date)}.)
        </span>
      </p>
    );
  }
  const anonymous = member.status !== "member" && enrollmentType !== "none";
  const signInHref = enrollmentType === "sso" ? authHrefs.ssoSignIn : authHrefs.directSignIn;
  return (
    <>
      <p className="text-sm font-bold">
        Tables for {request.partySize} on {longDate(request.date)}
      </p>
      <ul className="mt-2 grid grid-cols-3 gap-2" data-testid="reservation-slots">
        {slots.map((slot) => (
          <li key={slot}>
            <button
              type="button"
              className="border-brand text-brand hover:bg-brand hover:text-on-brand min-h-11 w-full rounded-lg border-2 px-1 text-sm font-bold"
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
        title={`${merchantName} at ${chosen ? formatSlotTime(chosen) : ""}`}
        testId="reservation-dialog"
      >
        <p>
          A table for {request.partySize} on {longDate(request.date)} at{" "}
          {chosen ? formatSlotTime(chosen) : ""}.
        </p>
        {anonymous ? (
          <>
            <p className="mt-3">
              Sign in to complete a reservation, so that the bonus is added to your account.
            </p>
            <SiteLink
              href={signInHref}
              className="button-primary mt-4"
              onClick={() => {
                // Back to this merchant after signing in.
                writeStored("loginRedirect", pathname);
              }}
            >
              Sign in to reserve
            </SiteLink>
          </>
        ) : (
          <p className="mt-3">
            Booking right here is coming soon. Until then, call{" "}
            <a href={`tel:${phone.replace(/[^\d+]/g, "")}`} className="text-brand font-bold underline">
              {phone}
            </a>{" "}
            to book this table, and pay with your linked card to earn.
          </p>
        )}
      </Modal>
    </>
  );
}
