import type { ReactNode } from "react";
import { weekdays, type Weekday } from "@/shared/contracts/weekdays";
import { earningSummary, nonEarningReason } from "@/shared/merchants/earning-days-wording";
import { earningWeek, weekdayNames, type EarningDay } from "@/shared/merchants/earning-week";
import { earnStatement, type EarnStatement, type EarnViewer } from "@/shared/rules/earn-statement";
import { whoEarns } from "@/shared/rules/earn-wording";
import {
  CalendarDay,
  DayOfMonth,
  ThisWeek,
  TodayNote,
  TodayPrefix,
  TodayTag,
} from "./benefits-calendar-today";
import type { MerchantEarnFacts } from "./merchant-earn-facts";
import { todayNoteKey, type TodayNoteViewer } from "./today-note-key";

function Mark({ earns }: { earns: boolean }) {
  return earns ? (
    <svg viewBox="0 0 20 20" className="size-5" aria-hidden="true">
      <circle cx="10" cy="10" r="9" fill="var(--brand-primary)" />
      <path d="M6 10.5l2.5 2.5L14 7.5" fill="none" stroke="white" strokeWidth="2" strokeLinecap="round" />
    </svg>
  ) : (
    <svg viewBox="0 0 20 20" className="size-5" aria-hidden="true">
      <circle cx="10" cy="10" r="8.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M7 7l6 6M13 7l-6 6" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The message about today, the reason members open this section, from the earn statement: a
 * benefit day is an earning day only for the tiers that earn here, and says so.
 */
function TodayNoteText({ week, statement }: { week: readonly EarningDay[]; statement: EarnStatement }) {
  const today = week.find((day) => day.isToday);
  if (!today || !statement.today) return null;
  const { viewer } = statement;
  if (statement.today.earningDay) {
    const forWhom =
      statement.everyTierEarns || (viewer.signedIn && viewer.earns) ? "" : ` for ${whoEarns(statement)}`;
    return (
      <p className="text-brand font-bold">
        Today is an earning day here{forWhom}.
        {viewer.signedIn && !viewer.earns ? " Your membership level does not earn at this restaurant." : ""}
      </p>
    );
  }
  if (statement.earningTiers.length === 0) {
    return <p className="font-bold">Today ({weekdayNames[today.day]}) does not earn here.</p>;
  }
  const next = [...week.slice(week.indexOf(today) + 1), ...week].find((day) => day.earns);
  return (
    <p className="font-bold">
      Today ({weekdayNames[today.day]}) does not earn: {nonEarningReason(today.day).toLowerCase()}.
      {next ? ` Next earning day: ${weekdayNames[next.day]}.` : ""}
    </p>
  );
}

/** A Sunday, the start of the week the notes are worded for (only its weekdays matter). */
const someSunday = new Date(2026, 0, 4);

/**
 * Every note about today this merchant can show, keyed by todayNoteKey: the day and who is
 * looking are the browser's to know (the page is cached for everyone), so the server words each
 * case once from the earn statement and the browser picks one.
 */
function todayNotes(
  facts: MerchantEarnFacts,
  benefitDays: readonly Weekday[],
  earnsByLevel: readonly boolean[],
): Record<string, { node: ReactNode; viewerEarns: boolean }> {
  const viewers: [TodayNoteViewer, EarnViewer][] = [["visitor", null]];
  const earner = earnsByLevel.indexOf(true);
  const nonEarner = earnsByLevel.indexOf(false);
  if (earner >= 0) viewers.push(["earner", { tierLevel: earner }]);
  if (nonEarner >= 0) viewers.push(["nonEarner", { tierLevel: nonEarner }]);
  const notes: Record<string, { node: ReactNode; viewerEarns: boolean }> = {};
  weekdays.forEach((day, index) => {
    const date = new Date(someSunday.getFullYear(), someSunday.getMonth(), someSunday.getDate() + index);
    const week = earningWeek(benefitDays, date);
    for (const [kind, viewer] of viewers) {
      const statement = earnStatement({ ...facts, viewer, date });
      const today = statement.today;
      if (!today) continue;
      const key = todayNoteKey(day, today.earningDay, kind);
      if (key in notes) continue;
      notes[key] = {
        node: <TodayNoteText week={week} statement={statement} />,
        viewerEarns: today.viewerEarns,
      };
    }
  });
  return notes;
}

/**
 * Sunday to Saturday of this week with the earning days marked, drawn on the server (the same
 * for every visitor of the cached page). The dates, "today" and the note about today come from
 * the visitor's own clock after hydration (benefits-calendar-today.tsx), because the page is
 * cached and shared across days and time zones; their room is in the server HTML, so nothing
 * moves when they arrive. Where no tier earns (the merchant has no campaign for this partner) no
 * day is an earning day.
 */
export function BenefitsCalendar({ facts }: { facts: MerchantEarnFacts }) {
  const statement = earnStatement({ ...facts, viewer: null, date: null });
  // Where no tier earns (no campaign here for this partner), no day is an earning day.
  const noneEarns = statement.earningTiers.length === 0;
  const benefitDays = noneEarns ? [] : facts.merchant.benefitDays;
  const earnsByLevel = [0, 1, 2, 3].map(
    (tierLevel) => earnStatement({ ...facts, viewer: { tierLevel }, date: null }).viewer.earns,
  );
  const missing = noneEarns ? [] : weekdays.filter((day) => !benefitDays.includes(day));
  return (
    <div className="flex flex-col gap-4" data-testid="benefits-calendar">
      <p data-testid="benefits-summary">
        {noneEarns
          ? "No membership level earns rewards at this restaurant right now, on any day."
          : earningSummary(benefitDays)}
      </p>
      <ThisWeek>
        <ol className="grid grid-cols-7 gap-1 sm:gap-2" aria-label="This week's earning days">
          {weekdays.map((day) => {
            const earns = benefitDays.includes(day);
            return (
              <CalendarDay key={day} day={day} earns={earns}>
                <span className="text-xs font-bold uppercase sm:text-sm">
                  <abbr title={weekdayNames[day]} className="no-underline">
                    {day}
                  </abbr>
                </span>
                <DayOfMonth day={day} />
                <Mark earns={earns} />
                <span className="sr-only">
                  <TodayPrefix day={day} />
                  {earns ? "earns rewards" : "no rewards"}
                </span>
                <TodayTag day={day} />
              </CalendarDay>
            );
          })}
        </ol>
        <TodayNote
          notes={todayNotes(facts, benefitDays, earnsByLevel)}
          earningDays={benefitDays}
          earnsByLevel={earnsByLevel}
        />
      </ThisWeek>
      {missing.length > 0 ? (
        <ul className="flex flex-col gap-1 text-sm" data-testid="non-earning-reasons">
          {missing.map((day) => (
            <li key={day} className="flex items-center gap-2">
              <span aria-hidden="true" className="text-muted">
                ✕
              </span>
              {nonEarningReason(day)}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
