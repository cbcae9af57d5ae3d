"use client";

import { useState, type ReactNode } from "react";
import { Modal } from "@/components/ui/modal";
import { priceMax } from "@/shared/constants";
import {
  mealTypeValues,
  merchantFeatureValues,
  type MerchantSearchParams,
} from "@/shared/contracts/merchant-values";
import { emptyFilters, featureLabels, mealLabels } from "@/shared/rules/filters-panel-wording";
import type { SearchFilters } from "@/shared/rules/search-filters";
import { CuisineChoices, RadiusChoices } from "./filter-choices";
import { FilterChip } from "./filter-chip";
import type { SearchFeatures } from "./search-features";
import { usePendingCount } from "./use-pending-count";

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
 * The filters panel (public-and-shared §2 Search): price 1 to 4, suggested, cuisine (with how
 * many restaurants each has), distance, dining options and meal service. Edits a draft: Clear
 * unticks every chip without searching, and the apply button ("Show 42 restaurants") says how
 * many restaurants the draft finds, counted by the API as the visitor chooses.
 */
export function FiltersPanel({
  open,
  initial,
  params,
  tierLevel,
  features,
  onClose,
  onApply,
}: {
  open: boolean;
  initial: SearchFilters;
  /** The search the filters refine (place, text, sort...). */
  params: MerchantSearchParams;
  /** The viewer's member tier (null: a visitor), for "points available". */
  tierLevel: number | null;
  features: SearchFeatures;
  onClose: () => void;
  onApply: (filters: SearchFilters) => void;
}) {
  const [draft, setDraft] = useState(initial);
  const pending = usePendingCount({ params, draft, tierLevel, enabled: open });
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
        <CuisineChoices
          counts={pending.cuisineCounts}
          selected={draft.cuisines}
          onChange={(cuisines) => {
            set({ cuisines });
          }}
        />
        {/* Searching a map area, the area is the limit: a radius would not apply. */}
        {params.bounds ? null : (
          <RadiusChoices
            value={draft.radius}
            onChange={(radius) => {
              set({ radius });
            }}
          />
        )}
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
        <div className="bg-surface sticky bottom-0 flex gap-3 pt-2 pb-1">
          <button
            type="button"
            className="button-secondary flex-none !px-5"
            data-testid="filters-clear"
            onClick={() => {
              // Only the chips: the results change when the visitor asks to see them.
              setDraft(emptyFilters);
            }}
          >
            Clear
          </button>
          <button
            type="submit"
            className="button-primary min-w-0 flex-1 !px-4"
            aria-busy={pending.loading}
            data-testid="filters-apply"
          >
            {pending.label}
          </button>
        </div>
      </form>
    </Modal>
  );
}
