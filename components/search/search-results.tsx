"use client";

import { useEffect, useRef } from "react";
import { MerchantCard } from "@/components/merchants/merchant-card";
import type { MerchantCardMember, MerchantCardPartner } from "@/components/merchants/merchant-card-model";
import type { MerchantSummary } from "@/lib/shared/contracts/merchants";

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
}: {
  merchants: readonly MerchantSummary[];
  partner: MerchantCardPartner;
  member: MerchantCardMember;
  selectedId: string | null;
  onActive: (merchantId: string | null) => void;
  onFavoriteChange: (merchantId: string, favorite: boolean) => void;
}) {
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (!selectedId) return;
    const item = list.current?.querySelector<HTMLElement>(`[data-result-id="${CSS.escape(selectedId)}"]`);
    item?.scrollIntoView({ block: "nearest", behavior: "smooth" });
  }, [selectedId]);

  return (
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
          <MerchantCard
            merchant={merchant}
            partner={partner}
            member={member}
            priority={index < 2}
            onFavoriteChange={onFavoriteChange}
          />
        </li>
      ))}
    </ol>
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
