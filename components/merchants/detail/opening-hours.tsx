"use client";

import { useHydrated } from "@/lib/client/hooks/use-hydrated";
import { weekdays, type OpeningPeriod, type Weekday } from "@/lib/shared/contracts/merchants";
import { weekdayNames } from "@/lib/shared/merchants/earning-week";
import {
  formatClockTime,
  hoursByDay,
  localClock,
  openingStatus,
  type OpeningStatus,
} from "@/lib/shared/rules/opening-hours";
import type { MerchantWording } from "@/lib/shared/copy/merchant-wording";

/** Monday first, as US restaurant hours are usually listed. */
const listOrder: readonly Weekday[] = [...weekdays.slice(1), "Sun"];

function periodText(period: OpeningPeriod): string {
  return `${formatClockTime(period.opens)} – ${formatClockTime(period.closes)}`;
}

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
 * The week's hours on the restaurant's own clock. The table is in the server HTML; today's row
 * and "Open now" / "Closes at" come after hydration from the visitor's clock read in the
 * restaurant's time zone, because the page is cached and shared across days and time zones.
 */
export function OpeningHours({
  hours,
  timeZone,
  wording,
}: {
  hours: readonly OpeningPeriod[];
  timeZone: string;
  /** The badges in the partner's words. */
  wording: Pick<MerchantWording, "openNow" | "closedNow">;
}) {
  const hydrated = useHydrated();
  const clock = hydrated ? localClock(new Date(), timeZone) : null;
  const status = clock ? openingStatus(hours, clock) : null;
  const days = hoursByDay(hours);
  return (
    <div data-testid="opening-hours">
      {status && clock ? (
        <p className="mb-3 flex flex-wrap items-center gap-x-2" data-testid="opening-status" role="status">
          <span
            className={`rounded-full px-2.5 py-0.5 text-sm font-bold ${
              status.open ? "bg-brand text-on-brand" : "bg-black/[0.07]"
            }`}
          >
            {status.open ? wording.openNow : wording.closedNow}
          </span>
          <span>{statusText(status, clock.day)}</span>
        </p>
      ) : null}
      <table className="w-full text-sm">
        <caption className="sr-only">Opening hours, in the restaurant&apos;s local time</caption>
        <tbody>
          {listOrder.map((day) => {
            const periods = days.find((entry) => entry.day === day)?.periods ?? [];
            const isToday = clock?.day === day;
            return (
              <tr
                key={day}
                data-day={day}
                aria-current={isToday ? "date" : undefined}
                className={isToday ? "bg-brand/10 font-bold" : ""}
              >
                <th scope="row" className="py-1.5 pr-3 pl-2 text-left font-[inherit]">
                  {weekdayNames[day]}
                  {isToday ? <span className="sr-only"> (today)</span> : null}
                </th>
                <td className="py-1.5 pr-2 text-right tabular-nums">
                  {periods.length === 0 ? "Closed" : periods.map(periodText).join(", ")}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="text-muted mt-2 text-xs">Times are the restaurant&apos;s local time.</p>
    </div>
  );
}
