"use client";

import { maxCardsPerSubmission } from "@/shared/constants";
import type { PartnerCard } from "@/shared/contracts/cards";

export type PartnerCardsState =
  { status: "loading" } | { status: "error" } | { status: "ready"; cards: readonly PartnerCard[] };

/**
 * The partner's preloaded cards to pick from (account-center §2 link-card form). At the limit of
 * 12 cards per submission the unpicked boxes are disabled and a warning states the maximum.
 */
export function PartnerCardList({
  state,
  selected,
  atLimit,
  onToggle,
}: {
  state: PartnerCardsState;
  selected: ReadonlySet<string>;
  atLimit: boolean;
  onToggle: (partnerCardId: string, checked: boolean) => void;
}) {
  if (state.status === "loading")
    return (
      <p role="status" className="text-muted py-4">
        Do not refresh, loading partner cards
      </p>
    );
  if (state.status === "error")
    return (
      <p role="alert" className="py-4 font-bold text-red-800">
        We couldn&apos;t load your program&apos;s cards. You can still enter a card number below.
      </p>
    );
  if (state.cards.length === 0) return null;
  return (
    <fieldset className="rounded-2xl border border-black/10 p-4" data-testid="partner-cards">
      <legend className="px-1 font-bold">Cards on file with your program</legend>
      <ul className="mt-1 flex flex-col">
        {state.cards.map((card) => {
          const checked = selected.has(card.partnerCardId);
          const id = `partner-card-${card.partnerCardId}`;
          return (
            <li key={card.partnerCardId} className="flex min-h-11 items-center gap-3">
              <input
                id={id}
                type="checkbox"
                className="accent-brand size-5 disabled:opacity-50"
                checked={checked}
                disabled={atLimit && !checked}
                onChange={(event) => {
                  onToggle(card.partnerCardId, event.target.checked);
                }}
              />
              <label htmlFor={id}>
                {card.cardType} ending in {card.lastFour}
              </label>
            </li>
          );
        })}
      </ul>
      <p className="mt-2 text-sm font-bold text-amber-800 empty:hidden" aria-live="polite">
        {atLimit ? `You can link at most ${maxCardsPerSubmission} cards at a time.` : ""}
      </p>
    </fieldset>
  );
}
