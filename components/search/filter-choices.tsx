"use client";

import { useId, useState } from "react";
import { defaultRadiusMiles, radiusChoices } from "@/shared/contracts/merchant-values";
import { cuisineOptions } from "@/shared/rules/filters-panel-wording";
import type { RadiusChoice } from "@/shared/rules/search-filters";
import { FilterChip } from "./filter-chip";

/** Cuisines shown before "Show all cuisines": the most common ones cover most searches. */
const cuisinesAtFirst = 10;

/** The radius the search uses when none is chosen. */
const defaultRadius: RadiusChoice | undefined = radiusChoices.find((miles) => miles === defaultRadiusMiles);

/**
 * The cuisine filter: each cuisine among the matching restaurants with how many there are
 * (counted under the other filters), the most common first; ticked ones always stay in view.
 */
export function CuisineChoices({
  counts,
  selected,
  onChange,
}: {
  counts: readonly { cuisine: string; count: number }[];
  selected: readonly string[];
  onChange: (cuisines: string[]) => void;
}) {
  const [all, setAll] = useState(false);
  const listId = useId();
  const options = cuisineOptions(counts, selected);
  const shown = all
    ? options
    : options.filter((option, index) => index < cuisinesAtFirst || selected.includes(option.cuisine));
  return (
    <fieldset className="border-b border-black/10 pb-5" data-testid="cuisine-filter">
      <legend className="mb-3 font-bold">Cuisine</legend>
      {options.length === 0 ? <p className="text-muted text-sm">Counting cuisines…</p> : null}
      <div id={listId} className="flex flex-wrap gap-2">
        {shown.map(({ cuisine, count }) => (
          <FilterChip
            key={cuisine}
            checked={selected.includes(cuisine)}
            onChange={(on) => {
              onChange(on ? [...selected, cuisine] : selected.filter((name) => name !== cuisine));
            }}
          >
            {cuisine}
            <span className="sr-only">, {count === 1 ? "1 restaurant" : `${count} restaurants`}</span>
            <span aria-hidden="true" className="rounded-full bg-black/10 px-1.5 text-xs">
              {count}
            </span>
          </FilterChip>
        ))}
      </div>
      {options.length > cuisinesAtFirst ? (
        <button
          type="button"
          aria-expanded={all}
          aria-controls={listId}
          className="mt-3 min-h-11 text-sm font-bold underline underline-offset-4"
          onClick={() => {
            setAll(!all);
          }}
        >
          {all ? "Show fewer cuisines" : `Show all ${options.length} cuisines`}
        </button>
      ) : null}
    </fieldset>
  );
}

/** How far from the searched place: one choice of a few radii, the search's default ticked first. */
export function RadiusChoices({
  value,
  onChange,
}: {
  value: RadiusChoice | null;
  onChange: (radius: RadiusChoice | null) => void;
}) {
  const name = useId();
  const current = value ?? defaultRadius;
  return (
    <fieldset className="border-b border-black/10 pb-5" data-testid="radius-filter">
      <legend className="mb-3 font-bold">Distance</legend>
      <div className="flex flex-wrap gap-2">
        {radiusChoices.map((miles) => (
          <FilterChip
            key={miles}
            radioGroup={name}
            checked={current === miles}
            onChange={(on) => {
              // The default radius is no filter at all: the URL stays as short as it was.
              if (on) onChange(miles === defaultRadius ? null : miles);
            }}
          >
            Within {miles} {miles === 1 ? "mile" : "miles"}
          </FilterChip>
        ))}
      </div>
    </fieldset>
  );
}
