"use client";

import { useId } from "react";
import { sortValues, type SortValue } from "@/shared/contracts/merchant-values";
import { sortLabels } from "@/shared/rules/search-filters";
import { onDemand } from "@/components/shell/on-demand";
import type { SearchView } from "./use-search-url";

// Members only, once their answer is in: never on the server's page (decision 0041).
const favoritesToggle = onDemand(() => import("./favorites-toggle").then((module) => module.FavoritesToggle));

/** Filters button, favourites toggle, sort select and (below 861 px) the list/map toggle. */
export function SearchToolbar({
  filterCount,
  onFiltersIntent,
  onOpenFilters,
  favorites,
  onFavorites,
  sort,
  onSort,
  view,
  onView,
}: {
  filterCount: number;
  /** The visitor points at or focuses the Filters button: the panel may start loading. */
  onFiltersIntent: () => void;
  onOpenFilters: () => void;
  /** null when the favourites filter is not offered (visitor, or partner without favourites). */
  favorites: boolean | null;
  onFavorites: (on: boolean) => void;
  sort: SortValue;
  onSort: (sort: SortValue) => void;
  view: SearchView;
  onView: (view: SearchView) => void;
}) {
  const sortId = useId();
  const chip =
    "inline-flex min-h-11 items-center gap-2 rounded-full border border-black/30 px-4 text-sm font-bold";
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        onPointerEnter={onFiltersIntent}
        onFocus={onFiltersIntent}
        onClick={onOpenFilters}
        className={chip}
        data-testid="open-filters"
      >
        <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true">
          <path d="M2 5h16M5 10h10M8 15h4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        Filters
        {filterCount > 0 ? (
          <span className="bg-brand text-on-brand rounded-full px-2 py-0.5 text-xs">
            {filterCount}
            <span className="sr-only"> active</span>
          </span>
        ) : null}
      </button>
      {favorites !== null ? (
        <favoritesToggle.Component on={favorites} onChange={onFavorites} className={chip} />
      ) : null}
      <div className="flex items-center gap-2">
        {/* Below 451 px the select says enough ("Recommended"), and the row keeps to one line. */}
        <label htmlFor={sortId} className="sr-only text-sm font-bold sm:not-sr-only">
          Sort by
        </label>
        <select
          id={sortId}
          value={sort}
          onChange={(event) => {
            const value = sortValues.find((candidate) => candidate === event.target.value);
            if (value) onSort(value);
          }}
          className="bg-surface min-h-11 rounded-full border border-black/30 px-3 text-sm font-bold"
          data-testid="sort-select"
        >
          {sortValues.map((value) => (
            <option key={value} value={value}>
              {sortLabels[value]}
            </option>
          ))}
        </select>
      </div>
      <div
        role="group"
        aria-label="Show results as"
        className="ml-auto flex rounded-full border border-black/30 p-0.5 lg:hidden"
      >
        {(["list", "map"] as const).map((mode) => (
          <button
            key={mode}
            type="button"
            aria-pressed={view === mode}
            onClick={() => {
              onView(mode);
            }}
            className={`min-h-10 rounded-full px-4 text-sm font-bold ${view === mode ? "bg-brand text-on-brand" : ""}`}
            data-testid={`view-${mode}`}
          >
            {mode === "list" ? "List" : "Map"}
          </button>
        ))}
      </div>
    </div>
  );
}
