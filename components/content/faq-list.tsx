import type { FaqEntry } from "@/shared/contracts/cms/editorial";
import { RichText } from "./rich-text";

/** An FAQ page's questions, each a heading of its own so they can be scanned and jumped to. */
export function FaqList({ entries }: { entries: readonly FaqEntry[] }) {
  return (
    <div className="mt-8 divide-y divide-black/10 border-y border-black/10" data-testid="faq-list">
      {entries.map((entry) => (
        <section key={entry.question} className="py-5">
          <h2 className="text-xl font-bold">{entry.question}</h2>
          <RichText text={entry.answer} className="mt-2" />
        </section>
      ))}
    </div>
  );
}
