import { describe, expect, it } from "vitest";
import { faqPageJsonLd } from "./faq-json-ld";

describe("faqPageJsonLd", () => {
  it("describes every question with its accepted answer, in order", () => {
    const data = faqPageJsonLd([
      { question: "Is it free?", answer: "Yes." },
      { question: "Which cards?", answer: "Most US cards." },
    ]);
    expect(data).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [
        { "@type": "Question", name: "Is it free?", acceptedAnswer: { "@type": "Answer", text: "Yes." } },
        {
          "@type": "Question",
          name: "Which cards?",
          acceptedAnswer: { "@type": "Answer", text: "Most US cards." },
        },
      ],
    });
  });

  it("is absent for a page without questions", () => {
    expect(faqPageJsonLd([])).toBeNull();
  });
});
