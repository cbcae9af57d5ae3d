import type { ReactNode } from "react";

/** A titled section of the merchant page: one look for every block, headings in one outline. */
export function DetailSection({
  id,
  title,
  children,
  testId,
  aside,
}: {
  id: string;
  title: string;
  children: ReactNode;
  testId?: string;
  /** Shown beside the title (a count, a link). */
  aside?: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="scroll-mt-24" id={id} data-testid={testId}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${id}-title`} className="text-xl font-bold md:text-2xl">
          {title}
        </h2>
        {aside}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** The card look of the side column (reservations, ordering, contact). */
export function DetailCard({ children, className = "" }: { children: ReactNode; className?: string }) {
  return (
    <div className={`bg-surface rounded-2xl border border-black/10 p-5 shadow-sm ${className}`}>
      {children}
    </div>
  );
}
