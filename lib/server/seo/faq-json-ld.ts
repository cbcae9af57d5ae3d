import "server-only";
import type { FaqEntry } from "@/shared/contracts/cms/editorial";

/** schema.org FAQPage of an FAQ page's questions (https://schema.org/FAQPage), or null without any. */
export function faqPageJsonLd(entries: readonly FaqEntry[]): Record<string, unknown> | null {
  if (entries.length === 0) return null;
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: entries.map((entry) => ({
      "@type": "Question",
      name: entry.question,
      acceptedAnswer: { "@type": "Answer", text: entry.answer },
    })),
  };
}
