import { pageWindow } from "./pagination-window";

/** Where each pager control leads; null when it would lead nowhere new (it shows disabled). */
export interface PagerControls {
  /** The page shown, within 1..totalPages. */
  current: number;
  first: number | null;
  previous: number | null;
  next: number | null;
  last: number | null;
  /** The numbered pages around the current one. */
  pages: number[];
}

/**
 * The results pager: first, previous, next and last are always offered, disabled
 * on the first or last page, beside up to 5 numbered pages. A page outside 1..totalPages is
 * read as the nearest page there is.
 */
export function pagerControls(requested: number, totalPages: number): PagerControls {
  const total = Math.max(1, Math.trunc(totalPages));
  const current = Math.min(Math.max(1, Math.trunc(requested) || 1), total);
  const atStart = current === 1;
  const atEnd = current === total;
  return {
    current,
    first: atStart ? null : 1,
    previous: atStart ? null : current - 1,
    next: atEnd ? null : current + 1,
    last: atEnd ? null : total,
    pages: pageWindow(current, total),
  };
}

export { clampedPageNotice } from "./clamped-page-notice";
