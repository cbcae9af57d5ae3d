import type { Weekday } from "@/shared/contracts/weekdays";

/** Who is looking, as the note about today words it. */
export type TodayNoteViewer = "visitor" | "earner" | "nonEarner";

/**
 * Which of the server-drawn notes about today applies (benefits-calendar.tsx draws them all,
 * benefits-calendar-today.tsx shows one): an earning day reads the same whatever the day and
 * differs by who is looking; any other day names the day and reads the same for everyone.
 */
export function todayNoteKey(day: Weekday, earningDay: boolean, viewer: TodayNoteViewer): string {
  return earningDay ? `earning-${viewer}` : `other-${day}`;
}
