import type { ReactNode } from "react";

/**
 * An answer with no restaurants, said for what emptied it: an "open now" search whose places are
 * all closed offers them with one press (decision 0058); otherwise the partner's no-results
 * wording, the nearest restaurants when the area has none, and Clear filters when filters are on.
 */
export function EmptyResults({
  noResults,
  closedNow,
  onShowAll,
  nearest,
  onClearFilters,
}: {
  /** The partner's wording for a search that found nothing. */
  noResults: string;
  /** "Everything near Chicago, IL is closed now", when the search found only closed places. */
  closedNow: string | null;
  /** Turns the open-now filter off. */
  onShowAll: () => void;
  nearest: ReactNode;
  /** Null when no filter is on. */
  onClearFilters: (() => void) | null;
}) {
  return (
    <div className="rounded-2xl border border-black/10 p-6 text-center" data-testid="results-empty">
      {closedNow ? (
        <>
          <p className="font-bold">{closedNow}</p>
          <button type="button" className="button-primary mt-4" onClick={onShowAll}>
            Show all
          </button>
        </>
      ) : (
        <>
          <p className="font-bold">{noResults}</p>
          {nearest}
          {onClearFilters ? (
            <button type="button" className="button-secondary mt-4" onClick={onClearFilters}>
              Clear filters
            </button>
          ) : null}
        </>
      )}
    </div>
  );
}
