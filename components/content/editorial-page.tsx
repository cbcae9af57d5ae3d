import { notFound } from "next/navigation";
import { findEditorialPage } from "@/lib/content/editorial-pages";
import { loadPartnerContent } from "@/lib/content/partner-content";
import type { Partner } from "@/partners/registry";
import { ContentTemplate } from "./content-template";

/** Renders the editorial page at `path` for the partner, or the 404 page when there is none. */
export async function EditorialPage({ partner, path }: { partner: Partner; path: string }) {
  const page = findEditorialPage(await loadPartnerContent(partner), path);
  if (!page) notFound();
  return <ContentTemplate fields={page} directEnrollment={partner.effective.enrollmentType === "direct"} />;
}
