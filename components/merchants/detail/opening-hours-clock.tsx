"use client";

import { createContext, useContext, type ReactNode } from "react";
import { useHydrated } from "@/lib/client/hooks/use-hydrated";
import { weekdays, type Weekday } from "@/shared/contracts/weekdays";
import type { OpeningPeriod } from "@/shared/contracts/merchants";
import { weekdayNames } from "@/shared/merchants/earning-week";
import {
  formatClockTime,
  localClock,
  openingStatus,
  type LocalClock,
  type OpeningStatus,
} from "@/shared/rules/opening-hours";
import type { MerchantWording } from "@/shared/copy/merchant-wording";

/**
 * The opening hours' only client part (opening-hours.tsx draws the table on the server): what
 * depends on the visitor's clock, read in the restaurant's time zone once the page has
 * hydrated, because the page is cached and shared across days and time zones.
 */
const ClockContext = createContext<LocalClock | null>(null);

/** The restaurant's clock for the parts below it; null on the server and while hydrating. */
export function RestaurantClock({ timeZone, children }: { timeZone: string; children: ReactNode }) {
  const hydrated = useHydrated();
  const clock = hydrated ? localClock(new Date(), timeZone) : null;
  return <ClockContext value={clock}>{children}</ClockContext>;
}

/** The badge's line (24 px), a 4 px gap, and the small text's line (20 px): 48 px. */
const statusHeight = "min-h-12";

function statusText(status: OpeningStatus, today: Weekday): string {
  if (status.open) {
    // After midnight the closing day is tomorrow's; it reads as a time tonight all the same.
    const tomorrow = weekdays[(weekdays.indexOf(today) + 1) % 7];
    const sameNight = status.closesDay === today || status.closesDay === tomorrow;
    return `Closes at ${formatClockTime(status.closesAt)}${sameNight ? "" : ` on ${weekdayNames[status.closesDay]}`}`;
  }
  if (status.opensDay === null) return "Hours not listed";
  if (status.opensToday) return `Opens at ${formatClockTime(status.opensAt)}`;
  return `Opens ${weekdayNames[status.opensDay]} at ${formatClockTime(status.opensAt)}`;
}

/**
 * "Open now" / "Closes at": the badge, and under it what comes next. Always two lines, held in
 * the server HTML (statusHeight), so the table under it does not move when it arrives. Side by
 * side they once fitted one line for "Opens at 11:30 AM" and wrapped to two for "Opens Thursday
 * at 11:30 AM" on a phone.
 */
export function OpeningStatusLine({
  hours,
  wording,
}: {
  hours: readonly OpeningPeriod[];
  wording: Pick<MerchantWording, "openNow" | "closedNow">;
}) {
  const clock = useContext(ClockContext);
  if (!clock) return <div className={`mb-3 ${statusHeight}`} aria-hidden="true" />;
  const status = openingStatus(hours, clock);
  return (
    <p
      className={`mb-3 flex flex-col items-start gap-1 ${statusHeight}`}
      data-testid="opening-status"
      role="status"
    >
      <span
        className={`rounded-full px-2.5 py-0.5 text-sm font-bold ${
          status.open ? "bg-brand text-on-brand" : "bg-black/[0.07]"
        }`}
      >
        {status.open ? wording.openNow : wording.closedNow}
      </span>
      <span className="text-sm">{statusText(status, clock.day)}</span>
    </p>
  );
}

/** A day's row, marked as today on the restaurant's clock. */
export function HoursRow({ day, children }: { day: Weekday; children: ReactNode }) {
  const isToday = useContext(ClockContext)?.day === day;
  return (
    <tr
      data-day={day}
      aria-current={isToday ? "date" : undefined}
      className={isToday ? "bg-brand/10 font-bold" : ""}
    >
      {children}
    </tr>
  );
}

/** " (today)" for screen readers, in today's row header. */
export function TodaySuffix({ day }: { day: Weekday }) {
  const isToday = useContext(ClockContext)?.day === day;
  return isToday ? <span className="sr-only"> (today)</span> : null;
}
