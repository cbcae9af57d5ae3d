/** First focusable element of every page: jumps past the header to <main id="main">. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="bg-brand text-on-brand sr-only z-50 rounded-md px-4 py-3 font-bold focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      Skip to main content
    </a>
  );
}
