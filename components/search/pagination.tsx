import type { ReactNode } from "react";
import { pagerControls } from "@/shared/rules/result-pager";

const buttonClass =
  "flex min-h-11 min-w-11 items-center justify-center rounded-full px-2 font-bold hover:bg-black/5 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent";

function StepButton({
  target,
  label,
  testId,
  children,
}: {
  target: number | null;
  label: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <li>
      <button
        type="button"
        className={buttonClass}
        disabled={target === null}
        aria-label={label}
        data-testid={testId}
        data-page={target ?? undefined}
      >
        <span aria-hidden="true">{children}</span>
      </button>
    </li>
  );
}

/**
 * The results pager: first, previous, numbered pages, next and last, always all four steps
 * (disabled where they would not move); the current page is marked for assistive technology.
 * Phones show the pages either side of the current one only, so the row fits at 320 px.
 * Each button names its page in `data-page` and has no handler of its own: `PagerClicks`
 * (pager-clicks.tsx) around it moves, so the server can draw the first answer's pager and its
 * code stays out of the page's first load (decision 0041).
 */
export function Pagination({ current, total }: { current: number; total: number }) {
  if (total <= 1) return null;
  const pager = pagerControls(current, total);
  return (
    <nav aria-label="Result pages" className="flex justify-center py-6" data-testid="pagination">
      <ul className="flex items-center gap-1">
        <StepButton target={pager.first} label="First page" testId="page-first">
          «
        </StepButton>
        <StepButton target={pager.previous} label="Previous page" testId="page-previous">
          ‹
        </StepButton>
        {pager.pages.map((page) => (
          <li key={page} className={Math.abs(page - pager.current) > 1 ? "hidden sm:block" : undefined}>
            <button
              type="button"
              aria-current={page === pager.current ? "page" : undefined}
              aria-label={`Page ${page}`}
              className={`${buttonClass} ${page === pager.current ? "bg-brand text-on-brand hover:bg-brand" : ""}`}
              data-page={page}
            >
              {page}
            </button>
          </li>
        ))}
        <StepButton target={pager.next} label="Next page" testId="page-next">
          ›
        </StepButton>
        <StepButton target={pager.last} label="Last page" testId="page-last">
          »
        </StepButton>
      </ul>
    </nav>
  );
}
