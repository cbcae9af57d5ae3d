import { RichText } from "./rich-text";

/**
 * A page's side note from the partner's 'sidebar' content (the search page's, the account
 * pages'), in the same box editorial pages give theirs. Nothing when the partner has none.
 */
export function PageSidebar({ text, className = "" }: { text: string | undefined; className?: string }) {
  if (!text) return null;
  return (
    <aside className={`rounded-2xl bg-black/[0.04] p-6 ${className}`} data-testid="page-sidebar">
      <RichText text={text} />
    </aside>
  );
}
