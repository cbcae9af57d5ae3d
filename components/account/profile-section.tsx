import { useId, type ReactNode } from "react";

/** One group of the profile form, headed so that screen-reader users can jump between groups. */
export function ProfileSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-black/10 p-4 sm:p-6">
      <h2 id={headingId} className="mb-4 text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}
