"use client";

import { useQuery } from "@tanstack/react-query";
import { CardBrandBadge } from "@/components/account/card-brand-badge";
import { diningProgressText } from "@/components/account/dining-progress-text";
import { ProgressMeter } from "@/components/account/progress-meter";
import { SiteLink } from "@/components/shell/site-link";
import { linkedCardsQuery } from "@/lib/client/query/card-queries";
import type { MemberAccount } from "@/shared/contracts/member-account";
import { earnStatement, type EarnPartner } from "@/shared/rules/earn-statement";
import { nextBonus } from "./next-bonus";

/** What the member home needs of the partner (plain values, passed from the server page). */
export interface MemberHomePartner extends EarnPartner {
  readonly hasVIP: boolean;
}

/** The member's linked cards by their last four; real cards from GET /api/Member/Cards only. */
function LinkedCards() {
  const cards = useQuery(linkedCardsQuery);
  if (cards.isPending) return <p className="text-muted text-sm">Loading your cards…</p>;
  if (cards.isError) return <p className="text-muted text-sm">We couldn&apos;t load your cards just now.</p>;
  if (cards.data.length === 0) {
    return (
      <SiteLink href="/add_card" className="text-brand font-bold underline underline-offset-4">
        Link a card to start earning
      </SiteLink>
    );
  }
  return (
    <ul className="flex flex-col gap-2" data-testid="home-linked-cards">
      {cards.data.map((card) => (
        <li key={card.id} className="flex items-center gap-3">
          <CardBrandBadge cardType={card.cardType} />
          <span className="font-bold tracking-[0.15em]">
            <span className="sr-only">Card ending in </span>
            <span aria-hidden="true">•••• </span>
            {card.lastFour}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The home for a signed-in member (signed-in members are not sold to): a greeting,
 * their own earn rate from the one earn statement, their linked cards, this year's dining and
 * the next bonus to go for. No join pitch, no sample card, no base rate.
 */
export function MemberHomeHero({ member, partner }: { member: MemberAccount; partner: MemberHomePartner }) {
  const statement = earnStatement({ partner, merchant: null, viewer: member, date: null });
  const rate = statement.viewer.tier?.rate ?? null;
  const progress = diningProgressText(member.diningProgress, partner.hasVIP && member.tierLevel >= 2);
  const bonus = nextBonus(member.activeBonuses);
  const panel = "bg-surface text-ink flex flex-col gap-3 rounded-2xl p-5 shadow-lg shadow-black/20";
  return (
    <section
      className="bg-brand text-on-brand"
      aria-labelledby="member-home-heading"
      data-testid="member-home"
    >
      <div className="content-width flex flex-col gap-8 py-10 md:py-14">
        <div className="flex flex-col gap-2">
          <h1 id="member-home-heading" className="text-3xl leading-tight font-bold md:text-4xl">
            Hi, {member.firstName}
          </h1>
          {rate && statement.showRate ? (
            <p className="text-lg" data-testid="member-home-earn-rate">
              You earn <strong>{rate}</strong> at participating restaurants.
            </p>
          ) : null}
        </div>
        <div className="grid gap-4 md:grid-cols-3">
          <div className={panel}>
            <h2 className="text-muted text-xs font-bold tracking-widest uppercase">Your cards</h2>
            <LinkedCards />
          </div>
          <div className={panel} data-testid="member-home-progress">
            <h2 className="text-muted text-xs font-bold tracking-widest uppercase">Dining progress</h2>
            <p className="text-xl font-bold">{progress.count}</p>
            <ProgressMeter
              label="Dines this year"
              value={member.diningProgress.ytdDines}
              max={member.diningProgress.dinesRequired}
              valueText={progress.count}
            />
            {progress.vipTicker ? <p className="text-sm">{progress.vipTicker}</p> : null}
          </div>
          <div className={panel} data-testid="member-home-bonus">
            <h2 className="text-muted text-xs font-bold tracking-widest uppercase">Next bonus</h2>
            <p className="font-bold">{bonus ? bonus.description : "No bonus to go for right now."}</p>
            <SiteLink
              href="/account/overview"
              className="text-brand mt-auto inline-flex min-h-11 items-center font-bold underline underline-offset-4"
            >
              Your account overview
            </SiteLink>
          </div>
        </div>
        <div className="flex flex-wrap gap-3">
          <SiteLink href="/search" className="button-primary !bg-surface !text-brand">
            Find restaurants
          </SiteLink>
        </div>
      </div>
    </section>
  );
}
