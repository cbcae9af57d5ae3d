import type { CreditBalance, DineSummary } from "@/shared/contracts/activity";
import { formatCents } from "@/shared/format/reward-amount";
import { balanceProgress } from "@/shared/rules/reward-balance";

type Loaded<T> = { status: "loading" } | { status: "error" } | { status: "ready"; value: T };

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0 rounded-xl bg-black/[0.03] p-3">
      <dt className="text-muted text-sm">{label}</dt>
      <dd className="text-xl font-bold break-words">{value}</dd>
    </div>
  );
}

const unknown = "—";

/**
 * Credit partners' rewards summary (account-center §2): the last 12 months' cash back and dines,
 * the current balance and the payout breakpoint, and the balance bar filling current/breakpoint.
 */
export function RewardsSummary({
  summary,
  balance,
  breakpointCents,
  currencyPlural,
}: {
  summary: Loaded<DineSummary>;
  balance: Loaded<CreditBalance>;
  breakpointCents: number;
  currencyPlural: string;
}) {
  const current = balance.status === "ready" ? balance.value.memberBalance : null;
  const progress = balanceProgress(current ?? 0, breakpointCents);
  return (
    <section
      aria-labelledby="rewards-summary-title"
      className="rounded-2xl border border-black/10 p-4 sm:p-6"
      data-testid="rewards-summary"
    >
      <h2 id="rewards-summary-title" className="text-xl font-bold">
        Your rewards
      </h2>
      <p className="text-muted text-sm">Last 12 months</p>
      <dl className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-4" aria-busy={summary.status === "loading"}>
        <Figure
          label={`Total ${currencyPlural} earned`}
          value={summary.status === "ready" ? formatCents(summary.value.currentYearBenefits) : unknown}
        />
        <Figure
          label="Dines"
          value={summary.status === "ready" ? String(summary.value.currentYearDines) : unknown}
        />
        <Figure label="Current balance" value={current !== null ? formatCents(current) : unknown} />
        <Figure label="Paid out at" value={formatCents(breakpointCents)} />
      </dl>
      <div className="mt-5" data-testid="rewards-balance">
        <p id="rewards-balance-label" className="font-bold">
          Balance toward your next statement credit
        </p>
        <div
          role="progressbar"
          aria-labelledby="rewards-balance-label"
          aria-valuemin={0}
          aria-valuemax={breakpointCents / 100}
          aria-valuenow={(current ?? 0) / 100}
          aria-valuetext={`${formatCents(current ?? 0)} of ${formatCents(breakpointCents)}`}
          className="mt-2 h-4 w-full overflow-hidden rounded-full bg-black/10"
        >
          <div
            className="bg-brand h-full rounded-full"
            style={{ width: `${String(progress.share * 100)}%` }}
          />
        </div>
        <p className="mt-2 text-sm" data-testid="rewards-balance-text">
          {balance.status === "error"
            ? "Your balance could not be loaded. Please try again later."
            : current === null
              ? "Loading your balance…"
              : progress.reached
                ? `${formatCents(current)} of ${formatCents(breakpointCents)}: your statement credit is on its way.`
                : `${formatCents(current)} of ${formatCents(breakpointCents)}: ${formatCents(progress.remainingCents)} more and it is paid to your card as a statement credit.`}
        </p>
      </div>
    </section>
  );
}

export type { Loaded };
