import { weekdays, type Weekday } from "@/shared/contracts/weekdays";

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
