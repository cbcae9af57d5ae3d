import { weekdays, type Weekday } from "@/shared/contracts/weekdays";
import type { OpeningPeriod } from "@/shared/contracts/merchants";
import { weekdayNames } from "@/shared/merchants/earning-week";
import { formatClockTime, hoursByDay } from "@/shared/rules/opening-hours";
import type { MerchantWording } from "@/shared/copy/merchant-wording";
import { HoursRow, OpeningStatusLine, RestaurantClock, TodaySuffix } from "./opening-hours-clock";

/** Monday first, as US restaurant hours are usually listed. */
const listOrder: readonly Weekday[] = [...weekdays.slice(1), "Sun"];

function periodText(period: OpeningPeriod): string {
  return `${formatClockTime(period.opens)} – ${formatClockTime(period.closes)}`;
}

/**
 * The week's hours on the restaurant's own clock, drawn on the server (the same for every
 * visitor of the cached page). Today's row and "Open now" / "Closes at" come after hydration
 * from the visitor's clock read in the restaurant's time zone (opening-hours-clock.tsx), because
 * the page is cached and shared across days and time zones (decision 0042: its code stays out of the
 * page's JavaScript).
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
  const days = hoursByDay(hours);
  return (
    <div data-testid="opening-hours">
      <RestaurantClock timeZone={timeZone}>
        <OpeningStatusLine
          hours={hours}
          wording={{ openNow: wording.openNow, closedNow: wording.closedNow }}
        />
        <table className="w-full text-sm">
          <caption className="sr-only">Opening hours, in the restaurant&apos;s local time</caption>
          <tbody>
            {listOrder.map((day) => {
              const periods = days.find((entry) => entry.day === day)?.periods ?? [];
              return (
                <HoursRow key={day} day={day}>
                  <th scope="row" className="py-1.5 pr-3 pl-2 text-left font-[inherit]">
                    {weekdayNames[day]}
                    <TodaySuffix day={day} />
                  </th>
                  <td className="py-1.5 pr-2 text-right tabular-nums">
                    {periods.length === 0 ? "Closed" : periods.map(periodText).join(", ")}
                  </td>
                </HoursRow>
              );
            })}
          </tbody>
        </table>
      </RestaurantClock>
      <p className="text-muted mt-2 text-xs">Times are the restaurant&apos;s local time.</p>
    </div>
  );
}
