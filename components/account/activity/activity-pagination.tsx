import { pageWindow } from "@/shared/rules/pagination-window";

const buttonClass =
  "inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border-2 px-3 font-bold disabled:cursor-not-allowed disabled:opacity-40";

/** Previous, up to 5 page numbers around the current page, next (account-center §2). */
export function ActivityPagination({
  page,
  totalPages,
  onChange,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}) {
  if (totalPages < 2) return null;
  return (
    <nav aria-label="Activity pages" data-testid="activity-pagination">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          <button
            type="button"
            className={`${buttonClass} border-brand text-brand`}
            disabled={page <= 1}
            onClick={() => {
              onChange(page - 1);
            }}
          >
            Previous<span className="sr-only"> page</span>
          </button>
        </li>
        {pageWindow(page, totalPages).map((number) => (
          <li key={number}>
            <button
              type="button"
              aria-current={number === page ? "page" : undefined}
              aria-label={`Page ${String(number)}`}
              className={`${buttonClass} ${
                number === page ? "border-brand bg-brand text-on-brand" : "text-ink border-black/15"
              }`}
              onClick={() => {
                if (number !== page) onChange(number);
              }}
            >
              {number}
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={`${buttonClass} border-brand text-brand`}
            disabled={page >= totalPages}
            onClick={() => {
              onChange(page + 1);
            }}
          >
            Next<span className="sr-only"> page</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
