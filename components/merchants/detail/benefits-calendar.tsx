"use client";

import { useHydrated } from "@/lib/client/hooks/use-hydrated";
import { useMember } from "@/lib/client/hooks/use-member";
import { weekdays } from "@/lib/shared/contracts/merchants";
import {
  earningSummary,
  earningWeek,
  nonEarningReason,
  weekdayNames,
  type EarningDay,
} from "@/lib/shared/merchants/earning-week";
import { earnStatement, type EarnStatement } from "@/lib/shared/rules/earn-statement";
import { whoEarns } from "@/lib/shared/rules/earn-wording";
import type { MerchantEarnFacts } from "./merchant-earn-facts";

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
function TodayNote({ week, statement }: { week: readonly EarningDay[]; statement: EarnStatement }) {
  const today = week.find((day) => day.isToday);
  if (!today || !statement.today) return null;
  const { viewer } = statement;
  if (statement.today.earningDay) {
    const forWhom =
      statement.everyTierEarns || (viewer.signedIn && viewer.earns) ? "" : ` for ${whoEarns(statement)}`;
    return (
      <p
        className="text-brand font-bold"
        data-testid="benefits-today"
        data-earns={statement.today.viewerEarns}
      >
        Today is an earning day here{forWhom}.
        {viewer.signedIn && !viewer.earns ? " Your membership level does not earn at this restaurant." : ""}
      </p>
    );
  }
  if (statement.earningTiers.length === 0) {
    return (
      <p className="font-bold" data-testid="benefits-today" data-earns="false">
        Today ({weekdayNames[today.day]}) does not earn here.
      </p>
    );
  }
  const next = [...week.slice(week.indexOf(today) + 1), ...week].find((day) => day.earns);
  return (
    <p className="font-bold" data-testid="benefits-today" data-earns="false">
      Today ({weekdayNames[today.day]}) does not earn: {nonEarningReason(today.day).toLowerCase()}.
      {next ? ` Next earning day: ${weekdayNames[next.day]}.` : ""}
    </p>
  );
}

/**
 * Sunday to Saturday of this week with the earning days marked. The days are in the server
 * HTML; the dates and "today" come from the visitor's own clock after hydration, because the
 * page is cached and shared across days and time zones. Where no tier earns (the merchant has
 * no campaign for this partner) no day is an earning day.
 */
export function BenefitsCalendar({ facts }: { facts: MerchantEarnFacts }) {
  const hydrated = useHydrated();
  const state = useMember();
  const member = state.status === "member" ? state.member : null;
  const statement = earnStatement({ ...facts, viewer: member, date: hydrated ? new Date() : null });
  // Where no tier earns (no campaign here for this partner), no day is an earning day.
  const noneEarns = statement.earningTiers.length === 0;
  const benefitDays = noneEarns ? [] : facts.merchant.benefitDays;
  const week: EarningDay[] = hydrated
    ? earningWeek(benefitDays, new Date())
    : weekdays.map((day) => ({
        day,
        date: "",
        dayOfMonth: 0,
        earns: benefitDays.includes(day),
        isToday: false,
        isPast: false,
      }));
  const missing = noneEarns ? [] : weekdays.filter((day) => !benefitDays.includes(day));
  return (
    <div className="flex flex-col gap-4" data-testid="benefits-calendar">
      <p data-testid="benefits-summary">
        {noneEarns
          ? "No membership level earns rewards at this restaurant right now, on any day."
          : earningSummary(benefitDays)}
      </p>
      <ol className="grid grid-cols-7 gap-1 sm:gap-2" aria-label="This week's earning days">
        {week.map((day) => (
          <li
            key={day.day}
            data-day={day.day}
            data-earns={day.earns}
            aria-current={day.isToday ? "date" : undefined}
            className={`relative flex flex-col items-center gap-1 rounded-xl border px-0.5 py-2 text-center sm:py-3 ${
              day.earns ? "border-brand/30 bg-brand/5" : "text-muted border-dashed border-black/20"
            } ${day.isToday ? "ring-accent ring-2 ring-offset-2" : ""}`}
          >
            <span className="text-xs font-bold uppercase sm:text-sm">
              <abbr title={weekdayNames[day.day]} className="no-underline">
                {day.day}
              </abbr>
            </span>
            <span className="text-lg leading-none font-bold tabular-nums" aria-hidden={!hydrated}>
              {hydrated ? day.dayOfMonth : "\u00a0"}
            </span>
            <Mark earns={day.earns} />
            <span className="sr-only">
              {day.isToday ? "Today, " : ""}
              {day.earns ? "earns rewards" : "no rewards"}
            </span>
            {day.isToday ? (
              <span
                className="text-accent text-[0.65rem] font-bold tracking-wide uppercase"
                aria-hidden="true"
              >
                Today
              </span>
            ) : null}
          </li>
        ))}
      </ol>
      {hydrated ? <TodayNote week={week} statement={statement} /> : null}
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
