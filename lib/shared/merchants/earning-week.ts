import { weekdays, type Weekday } from "@/lib/shared/contracts/merchants";

/** Full weekday names, for sentences ("No rewards on Tuesdays at this restaurant"). */
export const weekdayNames: Readonly<Record<Weekday, string>> = {
  Sun: "Sunday",
  Mon: "Monday",
  Tue: "Tuesday",
  Wed: "Wednesday",
  Thu: "Thursday",
  Fri: "Friday",
  Sat: "Saturday",
};

export interface EarningDay {
  day: Weekday;
  /** Local calendar date, "YYYY-MM-DD". */
  date: string;
  /** Day of the month, for the calendar cell. */
  dayOfMonth: number;
  earns: boolean;
  isToday: boolean;
  isPast: boolean;
}

function isoDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, "0");
  const day = String(date.getDate()).padStart(2, "0");
  return `${String(date.getFullYear())}-${month}-${day}`;
}

/**
 * This week (Sunday to Saturday, in the browser's time zone) with the merchant's earning days
 * marked: members most often miss rewards by dining on a non-earning day, so the page shows
 * the actual dates rather than a rule to decode.
 */
export function earningWeek(benefitDays: readonly Weekday[], today: Date): EarningDay[] {
  const start = new Date(today.getFullYear(), today.getMonth(), today.getDate() - today.getDay());
  return weekdays.map((day, index) => {
    const date = new Date(start.getFullYear(), start.getMonth(), start.getDate() + index);
    return {
      day,
      date: isoDate(date),
      dayOfMonth: date.getDate(),
      earns: benefitDays.includes(day),
      isToday: index === today.getDay(),
      isPast: index < today.getDay(),
    };
  });
}

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
