"use client";

import { useState, type ReactNode } from "react";
import { Modal } from "@/components/ui/modal";
import { priceMax } from "@/lib/shared/constants";
import { mealTypeValues, merchantFeatureValues } from "@/lib/shared/contracts/merchants";
import {
  emptyFilters,
  featureLabels,
  mealLabels,
  type SearchFilters,
} from "@/lib/shared/rules/search-filters";
import { FilterChip } from "./filter-chip";
import type { SearchFeatures } from "./search-features";

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="border-b border-black/10 pb-5">
      <legend className="mb-3 font-bold">{legend}</legend>
      <div className="flex flex-wrap gap-2">{children}</div>
    </fieldset>
  );
}

function toggled<T>(list: readonly T[], value: T, on: boolean): T[] {
  return on ? [...list.filter((item) => item !== value), value] : list.filter((item) => item !== value);
}

/**
 * The filters panel (public-and-shared §2 Search): price 1 to 4, suggested, dining options and
 * meal service. Edits a draft; Save applies it, Clear removes every filter. Nothing searches
 * while the visitor is still choosing.
 */
export function FiltersPanel({
  open,
  initial,
  features,
  onClose,
  onApply,
}: {
  open: boolean;
  initial: SearchFilters;
  features: SearchFeatures;
  onClose: () => void;
  onApply: (filters: SearchFilters) => void;
}) {
  const [draft, setDraft] = useState(initial);
  const set = (patch: Partial<SearchFilters>) => {
    setDraft((current) => ({ ...current, ...patch }));
  };
  const currency = features.currencyPlural.charAt(0).toUpperCase() + features.currencyPlural.slice(1);
  return (
    <Modal open={open} onClose={onClose} title="Filters" variant="side" testId="filters-panel">
      <form
        className="flex flex-col gap-5"
        onSubmit={(event) => {
          event.preventDefault();
          onApply(draft);
        }}
      >
        <Group legend="Price">
          {Array.from({ length: priceMax }, (_, index) => index + 1).map((level) => (
            <FilterChip
              key={level}
              checked={draft.priceRange.includes(level)}
              onChange={(on) => {
                set({ priceRange: toggled(draft.priceRange, level, on) });
              }}
              testId={`filter-price-${level}`}
            >
              <span aria-hidden="true">{"$".repeat(level)}</span>
              <span className="sr-only">
                Price {level} out of {priceMax}
              </span>
            </FilterChip>
          ))}
        </Group>
        <Group legend="Suggested">
          {features.acclaimed ? (
            <FilterChip
              checked={draft.acclaimed}
              onChange={(acclaimed) => {
                set({ acclaimed });
              }}
            >
              Acclaimed
            </FilterChip>
          ) : null}
          <FilterChip
            checked={draft.isNew}
            onChange={(isNew) => {
              set({ isNew });
            }}
          >
            New
          </FilterChip>
          <FilterChip
            checked={draft.pointsAvailable}
            onChange={(pointsAvailable) => {
              set({ pointsAvailable });
            }}
          >
            {currency} available
          </FilterChip>
          {features.reservations ? (
            <FilterChip
              checked={draft.reservations}
              onChange={(reservations) => {
                set({ reservations });
              }}
            >
              Reserve
            </FilterChip>
          ) : null}
          <FilterChip
            checked={draft.openNow}
            onChange={(openNow) => {
              set({ openNow });
            }}
          >
            Open now
          </FilterChip>
        </Group>
        <Group legend="Dining options">
          {merchantFeatureValues.map((value) => (
            <FilterChip
              key={value}
              checked={draft.features.includes(value)}
              onChange={(on) => {
                set({ features: toggled(draft.features, value, on) });
              }}
            >
              {featureLabels[value]}
            </FilterChip>
          ))}
        </Group>
        <Group legend="Meal service">
          {mealTypeValues.map((value) => (
            <FilterChip
              key={value}
              checked={draft.mealsServed.includes(value)}
              onChange={(on) => {
                set({ mealsServed: toggled(draft.mealsServed, value, on) });
              }}
            >
              {mealLabels[value]}
            </FilterChip>
          ))}
        </Group>
        <div className="flex gap-3">
          <button
            type="button"
            className="button-secondary flex-1"
            onClick={() => {
              setDraft(emptyFilters);
              onApply(emptyFilters);
            }}
          >
            Clear
          </button>
          <button type="submit" className="button-primary flex-1">
            Save
          </button>
        </div>
      </form>
    </Modal>
  );
}
