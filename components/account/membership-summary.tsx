"use client";

import type { TierCopy } from "@/shared/contracts/copy/account-center";
import { earningTierOf } from "@/shared/rules/earn-statement";
import { tierNames } from "@/shared/rules/earn-wording";
import { membershipLevel, type MembershipLevel } from "@/shared/rules/membership-tier";
import { useAccountSession } from "./account-session";

/**
 * The membership status summary (account-center §2 Overview): the member's level with its
 * membership and earning wording, and the earn rate unless the partner hides it (showEarnRate).
 */
export function MembershipSummary({
  copy,
  earnRates,
}: {
  copy: Readonly<Record<MembershipLevel, TierCopy>>;
  /** The rate per level, or null when the partner does not show earn rates. */
  earnRates: Readonly<Record<MembershipLevel, string>> | null;
}) {
  const { member } = useAccountSession();
  const level = membershipLevel(member.tierLevel);
  const text = copy[level];
  return (
    <section
      aria-labelledby="membership-heading"
      className="bg-brand text-on-brand overflow-hidden rounded-2xl p-5 sm:p-6 md:p-8"
      data-testid="membership-summary"
      data-level={level}
    >
      <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
        <div className="max-w-2xl">
          <h2 id="membership-heading" className="text-sm font-bold tracking-widest uppercase opacity-90">
            Membership status
          </h2>
          <p className="mt-2 text-2xl font-bold md:text-3xl">{tierNames[earningTierOf(member.tierLevel)]}</p>
          <p className="mt-3 text-lg">{text.membership}</p>
          <p className="mt-2">{text.earning}</p>
        </div>
        {earnRates ? (
          <div
            className="bg-surface text-ink shrink-0 rounded-xl px-5 py-4 md:min-w-56"
            data-testid="earn-rate"
          >
            <p className="text-muted text-xs font-bold tracking-widest uppercase">Your earn rate</p>
            <p className="text-brand mt-1 text-2xl font-bold">{earnRates[level]}</p>
          </div>
        ) : null}
      </div>
    </section>
  );
}
