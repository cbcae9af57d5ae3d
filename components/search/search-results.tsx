"use client";

import { Suspense, useEffect, useRef, type ReactNode } from "react";
import type { MerchantCardMember, MerchantCardPartner } from "@/components/merchants/merchant-card-model";
import { onDemand } from "@/components/shell/on-demand";
import type { MerchantSummary } from "@/shared/contracts/merchants";
import { ResultCardViewerContext, useResultCardViewer } from "./result-card-member";

/**
 * The card for results the browser fetched (another page, filter or place): the server drew the
 * first page's cards (`drawn`), so this code is not in the first load; the page warms it once
 * hydrated (decision 0041).
 */
export const loadResultCard = () =>
  import("@/components/merchants/merchant-card").then((module) => module.MerchantCard);
export const resultCard = onDemand(loadResultCard);

/** The server's cards for its first page: each stands for the merchant it was drawn from. */
export type DrawnCards = ReadonlyMap<string, { merchant: MerchantSummary; node: ReactNode }>;

/** The server's card for this merchant, while the list shows the very answer it was drawn from. */
export function drawnCard(drawn: DrawnCards | undefined, merchant: MerchantSummary): ReactNode {
  const card = drawn?.get(merchant.id);
  return card && card.merchant === merchant ? card.node : null;
}

/** Where a fetched card's code has not arrived yet: a plain box of a card's height. */
function CardPlaceholder() {
  return <div className="h-80 animate-pulse rounded-2xl bg-black/5" />;
}

/**
 * The result cards. Hover or focus on a card reports it (its map marker lights up); the
 * selected card (its marker was clicked) is outlined and scrolled into view.
 */
export function SearchResults({
  merchants,
  partner,
  member,
  selectedId,
  onActive,
  onFavoriteChange,
  drawn,
}: {
  merchants: readonly MerchantSummary[];
  partner: MerchantCardPartner;
  member: MerchantCardMember;
  selectedId: string | null;
  onActive: (merchantId: string | null) => void;
  onFavoriteChange: (merchantId: string, favorite: boolean) => void;
  /** The server's cards for its first page (see `drawnCard`). */
  drawn?: DrawnCards | undefined;
}) {
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (!selectedId) return;
    const item = list.current?.querySelector<HTMLElement>(`[data-result-id="${CSS.escape(selectedId)}"]`);
    item?.scrollIntoView({ block: "nearest", behavior: "smooth" });
  }, [selectedId]);

  const viewer = useResultCardViewer(member, onFavoriteChange, drawn !== undefined);

  return (
    <ResultCardViewerContext value={viewer}>
      <ol
        ref={list}
        className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2"
        data-testid="search-results"
      >
        {merchants.map((merchant, index) => (
          <li
            key={merchant.id}
            data-result-id={merchant.id}
            data-selected={merchant.id === selectedId ? "true" : undefined}
            className={`relative scroll-mt-40 rounded-2xl ${merchant.id === selectedId ? "ring-4 ring-[var(--brand-accent)] ring-offset-2" : ""}`}
            onMouseEnter={() => {
              onActive(merchant.id);
            }}
            onMouseLeave={() => {
              onActive(null);
            }}
            onFocus={() => {
              onActive(merchant.id);
            }}
            onBlur={() => {
              onActive(null);
            }}
          >
            {drawnCard(drawn, merchant) ?? (
              <Suspense fallback={<CardPlaceholder />}>
                <resultCard.Lazy
                  merchant={merchant}
                  partner={partner}
                  member={member}
                  priority={index < 2}
                  onFavoriteChange={onFavoriteChange}
                />
              </Suspense>
            )}
          </li>
        ))}
      </ol>
    </ResultCardViewerContext>
  );
}

/** Placeholder cards while the first results load (hidden from assistive technology: the status line speaks). */
export function ResultsSkeleton() {
  return (
    <ul aria-hidden="true" className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
      {[0, 1, 2, 3].map((key) => (
        <li key={key} className="h-80 animate-pulse rounded-2xl bg-black/5" />
      ))}
    </ul>
  );
}
