"use client";

import { lazy, Suspense, useEffect, useId, useRef, useState, type SubmitEvent } from "react";
import { useHydrated } from "@/lib/client/hooks/use-hydrated";
import { useMember } from "@/lib/client/hooks/use-member";
import { reservationDefaults } from "@/shared/constants";
import type { AvailabilityWording } from "@/shared/merchants/availability-wording";
import type { ReservationSearchKind } from "@/shared/merchants/reservation-events";
import { chosenSlotFromQuery } from "@/shared/merchants/reservation-return";
import type { OpeningPeriod } from "@/shared/contracts/merchants";
import { nearestTime, reservationDateRange, reservationTimesOn } from "@/shared/merchants/reservation-window";
import { bookingEarnWording } from "@/shared/rules/booking-earn-wording";
import type { EnrollmentType } from "@/partners/schema";
import { BookingFields } from "@/components/reservations/booking-fields";
import { DetailCard } from "../../merchants/detail/detail-section";
import type { MerchantEarnFacts } from "../../merchants/detail/merchant-earn-facts";
import type { SlotRequest } from "./slot-request";
import type { TableSearchOutcome } from "./reservation-search";
import { useReservationImpressions } from "./use-reservation-impressions";

// The search itself (its API call and refusal wording) and the slots with their booking sheet
// load when the visitor first asks for a table, not with every merchant page (decision 0040).
const loadSearch = () => import("./reservation-search");
const loadSlots = () => import("./reservation-slots");
const ReservationSlots = lazy(() => loadSlots().then((module) => ({ default: module.ReservationSlots })));

type Search =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "error"; message: string }
  | {
      status: "done";
      request: SlotRequest;
      kind: ReservationSearchKind;
      slots: string[];
      bonus: number | null;
      /** The slot a visitor chose before signing in, reopened once. */
      reopen: string | null;
    };

/**
 * "Find a table" for OpenTable merchants: date (the restaurant's today to a year ahead), time
 * (the restaurant's own seatings that day, 19:00 or the nearest it has) and party size (2), then
 * the open slots in a grid of three and the reservation bonus (decision 0059). A visitor
 * who chose a slot and signed in comes back with the search and slot in the query: the search
 * runs again and the sheet reopens on that slot.
 */
export function ReservationBlock({
  merchantId,
  merchantName,
  timeZone,
  openingHours,
  phone,
  earnFacts,
  bonus,
  enrollmentType,
  wording,
}: {
  merchantId: string;
  merchantName: string;
  /** The restaurant's IANA zone: its today and whether a time is already past follow its clock. */
  timeZone: string;
  /** Its opening hours: the time list offers its own seatings (shared/rules/seatings.ts). */
  openingHours: readonly OpeningPeriod[];
  phone: string;
  /** What earns here (the earn statement's facts): the bonus box says what a booking earns. */
  earnFacts: MerchantEarnFacts;
  /** The partner's reservation bonus, or null. */
  bonus: number | null;
  enrollmentType: EnrollmentType;
  /** The partner's availability and reservation wording (its error copy). */
  wording: AvailabilityWording;
}) {
  const id = useId();
  const hydrated = useHydrated();
  // Dates depend on the clock: fixed once hydrated, empty in the cached server HTML.
  const range = hydrated ? reservationDateRange(new Date(), timeZone) : null;
  const [date, setDate] = useState<string | null>(null);
  const [time, setTime] = useState<string>(reservationDefaults.time);
  const [partySize, setPartySize] = useState<number>(reservationDefaults.partySize);
  const [search, setSearch] = useState<Search>({ status: "idle" });
  const chosenDate = date ?? range?.initial ?? "";
  const times = reservationTimesOn(openingHours, chosenDate);
  // The time asked for stays as picked; a date without it shows (and searches) the nearest one.
  const chosenTime = nearestTime(times, time);

  const impression = useReservationImpressions();
  const member = useMember();

  async function runSearch(request: SlotRequest, reopen: string | null) {
    setSearch({ status: "loading" });
    const outcome: TableSearchOutcome = await Promise.all([loadSearch(), loadSlots()])
      // The slots' code comes alongside the search, so the answer shows as soon as it is in.
      .then(([{ findTables }]) => findTables(merchantId, request, wording, timeZone))
      // The code could not load (offline, a new deployment): the partner's general words.
      .catch(() => ({ status: "error", message: wording.general }));
    if (outcome.status === "error") {
      setSearch(outcome);
      return;
    }
    setSearch({
      ...outcome,
      request,
      reopen: reopen && outcome.slots.includes(reopen) ? reopen : null,
    });
    impression("search", outcome.kind, { merchantId, ...request }, { slotCount: outcome.slots.length });
  }

  function findTable(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (times.length === 0) return;
    void runSearch({ date: chosenDate, time: chosenTime, partySize }, null);
  }

  // Back from signing in with a chosen slot: the same search, and the sheet on that slot.
  const returned = useRef(false);
  useEffect(() => {
    if (!hydrated || returned.current) return;
    returned.current = true;
    const chosen = chosenSlotFromQuery(window.location.search);
    if (!chosen) return;
    // The query is the browser's, read after hydration so the server and first client render agree.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setDate(chosen.date);
    setTime(chosen.time);
    setPartySize(chosen.partySize);
    // The query has done its job: a reload or a shared link shows the plain merchant page.
    window.history.replaceState(window.history.state, "", window.location.pathname);
    void runSearch({ date: chosen.date, time: chosen.time, partySize: chosen.partySize }, chosen.slot);
    // runSearch reads only props and setters; the query is read once per page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated]);

  // The same sentence as the sheet's and the confirmation's (decision 0059): the visitor's until
  // a signed-in member is known, for the date the booking would be on.
  const earnLine = bookingEarnWording({
    facts: earnFacts,
    viewer: member.status === "member" ? { tierLevel: member.member.tierLevel } : null,
    bonus: search.status === "done" ? search.bonus : bonus,
    date: search.status === "done" ? search.request.date : chosenDate || null,
  });

  return (
    <DetailCard>
      <h2 id={`${id}-title`} className="text-xl font-bold">
        Reserve a table
      </h2>
      <form
        className="mt-4 grid grid-cols-2 gap-3"
        aria-labelledby={`${id}-title`}
        onSubmit={findTable}
        data-testid="reservation-form"
      >
        <BookingFields
          date={chosenDate}
          time={chosenTime}
          partySize={partySize}
          min={range?.min}
          max={range?.max}
          times={times}
          onDate={setDate}
          onTime={setTime}
          onPartySize={setPartySize}
        />
        <button
          type="submit"
          className="button-primary col-span-2 disabled:opacity-60"
          disabled={!hydrated || search.status === "loading" || times.length === 0}
        >
          {search.status === "loading" ? "Finding tables…" : "Find a table"}
        </button>
      </form>
      <div aria-live="polite" className="mt-4 empty:hidden">
        {search.status === "error" ? (
          <p className="text-accent font-bold" role="alert">
            {search.message}
          </p>
        ) : null}
        {search.status === "done" ? (
          <Suspense fallback={null}>
            <ReservationSlots
              // A new search is a new list (and a new dialog to listen to).
              key={`${JSON.stringify(search.request)}|${search.slots.join(",")}`}
              merchantId={merchantId}
              request={search.request}
              slots={search.slots}
              merchantName={merchantName}
              phone={phone}
              bonus={search.bonus}
              earnFacts={earnFacts}
              enrollmentType={enrollmentType}
              noTables={wording.none}
              generalError={wording.general}
              initialSlot={search.reopen}
              onBooked={(reservation) => {
                impression(
                  "book",
                  search.kind,
                  { merchantId, ...search.request, time: reservation.time },
                  { withCard: reservation.withCard },
                );
              }}
            />
          </Suspense>
        ) : null}
      </div>
      {earnLine ? (
        <p
          className={`mt-4 flex items-center gap-3 rounded-xl border p-4 text-sm font-bold ${
            earnLine.earns ? "border-accent/40 bg-accent/5" : "border-black/15"
          }`}
          data-testid="reservation-bonus"
        >
          {earnLine.earns ? (
            <span
              aria-hidden="true"
              className="bg-accent text-on-brand grid size-8 shrink-0 place-items-center rounded-full"
            >
              ★
            </span>
          ) : null}
          {earnLine.sentence}
        </p>
      ) : null}
    </DetailCard>
  );
}
