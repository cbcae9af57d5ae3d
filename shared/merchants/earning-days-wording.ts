// Apart from earning-week.ts: the calendar's sentences are worded on the server only, while the
// week itself and the day names also run in the browser (the calendar's and the hours' clock
// islands), which need not load these (decision 0042).
import { weekdays, type Weekday } from "@/shared/contracts/weekdays";
import { weekdayNames } from "./earning-week";

/** Why a day does not earn, in the member's words. */
export function nonEarningReason(day: Weekday): string {
  return `No rewards on ${weekdayNames[day]}s at this restaurant`;
}

/** One line summing up the week: every day, or which days earn. */
export function earningSummary(benefitDays: readonly Weekday[]): string {
  const earning = weekdays.filter((day) => benefitDays.includes(day));
  if (earning.length === weekdays.length) return "Earn rewards every day of the week.";
  if (earning.length === 0) return "Rewards are paused at this restaurant.";
  const missing = weekdays.filter((day) => !benefitDays.includes(day)).map((day) => `${weekdayNames[day]}s`);
  const list =
    missing.length === 1
      ? (missing[0] ?? "")
      : `${missing.slice(0, -1).join(", ")} and ${missing[missing.length - 1] ?? ""}`;
  return `Earn rewards every day except ${list}.`;
}
