"use client";

import { createContext, useContext, type ReactNode } from "react";
import { useHydrated } from "@/lib/client/hooks/use-hydrated";
import { useMember } from "@/lib/client/hooks/use-member";
import type { Weekday } from "@/shared/contracts/weekdays";
import { earningWeek, type EarningDay } from "@/shared/merchants/earning-week";
import { todayNoteKey } from "./today-note-key";

/**
 * The benefits calendar's only client part (benefits-calendar.tsx draws the week on the
 * server): the dates and "today" from the visitor's own clock after hydration, because the page
 * is cached and shared across days and time zones. Everything here keeps the room it takes in
 * the server HTML, so nothing below moves when the clock is known.
 */
const WeekContext = createContext<readonly EarningDay[] | null>(null);

/** This week by the visitor's clock for the parts below it; null on the server and while hydrating. */
export function ThisWeek({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  // Which days earn is the server's business (the cells' marks); only the dates are read here.
  const week = hydrated ? earningWeek([], new Date()) : null;
  return <WeekContext value={week}>{children}</WeekContext>;
}

function useDay(day: Weekday): EarningDay | null {
  return useContext(WeekContext)?.find((entry) => entry.day === day) ?? null;
}

/** A day's cell, ringed when it is today. */
export function CalendarDay({ day, earns, children }: { day: Weekday; earns: boolean; children: ReactNode }) {
  const isToday = useDay(day)?.isToday ?? false;
  return (
    <li
      data-day={day}
      data-earns={earns}
      aria-current={isToday ? "date" : undefined}
      className={`relative flex flex-col items-center gap-1 rounded-xl border px-0.5 py-2 text-center sm:py-3 ${
        earns ? "border-brand/30 bg-brand/5" : "text-muted border-dashed border-black/20"
      } ${isToday ? "ring-accent ring-2 ring-offset-2" : ""}`}
    >
      {children}
    </li>
  );
}

/** The day of the month; a blank line of the same height until the clock is known. */
export function DayOfMonth({ day }: { day: Weekday }) {
  const date = useDay(day);
  return (
    <span className="text-lg leading-none font-bold tabular-nums" aria-hidden={!date}>
      {date ? date.dayOfMonth : "\u00a0"}
    </span>
  );
}

/** "Today, " before the cell's words for screen readers. */
export function TodayPrefix({ day }: { day: Weekday }) {
  return useDay(day)?.isToday ? "Today, " : null;
}

/**
 * The "Today" tag: in every cell, unseen but for today's, so the row is as tall in the server
 * HTML as once today is known (one tagged cell used to make the row taller after hydration).
 */
export function TodayTag({ day }: { day: Weekday }) {
  const isToday = useDay(day)?.isToday ?? false;
  return (
    <span
      className={`text-accent text-[0.65rem] font-bold tracking-wide uppercase ${isToday ? "" : "invisible"}`}
      aria-hidden="true"
    >
      Today
    </span>
  );
}

/**
 * The note about today, chosen among the server-drawn ones (keyed by todayNoteKey). All of them
 * share one grid cell, unseen until one is chosen, so the cell holds the tallest one's room from
 * the server HTML on and nothing below moves when today and who is looking are known.
 */
export function TodayNote({
  notes,
  earningDays,
  earnsByLevel,
}: {
  notes: Readonly<Record<string, { node: ReactNode; viewerEarns: boolean }>>;
  /** The days on which some tier earns here. */
  earningDays: readonly Weekday[];
  /** Whether a member of each level (0-3; above 3 as 3) earns here, from the earn statement. */
  earnsByLevel: readonly boolean[];
}) {
  const week = useContext(WeekContext);
  const state = useMember();
  const today = week?.find((day) => day.isToday);
  const member = state.status === "member" ? state.member : null;
  const viewer = member
    ? earnsByLevel[Math.min(Math.max(member.tierLevel, 0), 3)]
      ? "earner"
      : "nonEarner"
    : "visitor";
  const active = today ? todayNoteKey(today.day, earningDays.includes(today.day), viewer) : null;
  return (
    <div className="grid">
      {Object.entries(notes).map(([key, note]) =>
        key === active ? (
          <div
            key={key}
            className="[grid-area:1/1]"
            data-testid="benefits-today"
            data-earns={note.viewerEarns}
          >
            {note.node}
          </div>
        ) : (
          <div key={key} className="invisible [grid-area:1/1]" aria-hidden="true">
            {note.node}
          </div>
        ),
      )}
    </div>
  );
}
