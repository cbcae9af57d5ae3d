import { paginationWindow } from "@/lib/shared/constants";

/** Up to 5 page numbers around the current page, always within 1..total. */
export function pageWindow(current: number, total: number, size = paginationWindow): number[] {
  const count = Math.min(size, total);
  const start = Math.max(1, Math.min(current - Math.floor(size / 2), total - count + 1));
  return Array.from({ length: count }, (_, index) => start + index);
}

const buttonClass =
  "flex min-h-11 min-w-11 items-center justify-center rounded-full px-3 font-bold hover:bg-black/5 disabled:opacity-40 disabled:hover:bg-transparent";

/** Numbered pages with previous and next; the current page is marked for assistive technology. */
export function Pagination({
  current,
  total,
  onPage,
}: {
  current: number;
  total: number;
  onPage: (page: number) => void;
}) {
  if (total <= 1) return null;
  return (
    <nav aria-label="Result pages" className="flex justify-center py-6">
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          <button
            type="button"
            className={buttonClass}
            disabled={current <= 1}
            onClick={() => {
              onPage(current - 1);
            }}
          >
            <span aria-hidden="true">‹</span>
            <span className="sr-only">Previous page</span>
          </button>
        </li>
        {pageWindow(current, total).map((page) => (
          <li key={page}>
            <button
              type="button"
              aria-current={page === current ? "page" : undefined}
              aria-label={`Page ${page}`}
              className={`${buttonClass} ${page === current ? "bg-brand text-on-brand hover:bg-brand" : ""}`}
              onClick={() => {
                onPage(page);
              }}
            >
              {page}
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={buttonClass}
            disabled={current >= total}
            onClick={() => {
              onPage(current + 1);
            }}
          >
            <span aria-hidden="true">›</span>
            <span className="sr-only">Next page</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
