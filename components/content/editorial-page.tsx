import { loadEditorialPage, loadEditorialSidebar } from "@/lib/server/content/editorial-copy";
import { pageNotFound } from "@/lib/server/routing/page-not-found";
import { faqPageJsonLd } from "@/lib/server/seo/faq-json-ld";
import { jsonLdScript } from "@/lib/server/seo/restaurant-json-ld";
import type { Partner } from "@/partners/registry";
import { ContentTemplate } from "./content-template";

/** Renders the editorial page at `path` for the partner, or the 404 page when there is none. */
export async function EditorialPage({ partner, path }: { partner: Partner; path: string }) {
  const page = await loadEditorialPage(partner, path);
  if (!page) pageNotFound(path);
  const sidebar = await loadEditorialSidebar(partner, path);
  const faq = faqPageJsonLd(page.faq);
  return (
    <>
      {faq ? (
        <script
          type="application/ld+json"
          // JSON-LD must be raw JSON in the element; jsonLdScript escapes "<" so it cannot break out.
          dangerouslySetInnerHTML={{ __html: jsonLdScript(faq) }}
        />
      ) : null}
      <ContentTemplate
        fields={page}
        sidebar={sidebar}
        directEnrollment={partner.effective.enrollmentType === "direct"}
      />
    </>
  );
}
