"use client";

/**
 * The toolbar's favourites filter (members of a partner with favourites only). Its own module: it
 * shows once the member's answer is in, never on the server's page, so its code loads then
 * (decision 0041).
 */
export function FavoritesToggle({
  on,
  onChange,
  className,
}: {
  on: boolean;
  onChange: (on: boolean) => void;
  /** The toolbar's chip look. */
  className: string;
}) {
  return (
    <button
      type="button"
      aria-pressed={on}
      onClick={() => {
        onChange(!on);
      }}
      className={`${className} ${on ? "bg-brand text-on-brand border-brand" : ""}`}
      data-testid="favorites-filter"
    >
      <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true">
        <path
          d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 8 3.5 4.5 7 4.5c2 0 3.4 1.1 5 3 1.6-1.9 3-3 5-3 3.5 0 5.6 3.5 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z"
          fill={on ? "currentColor" : "none"}
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
      Favorites
    </button>
  );
}
