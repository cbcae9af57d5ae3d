import { notFound } from "next/navigation";
import { loadEditorialPage } from "@/lib/server/content/editorial-copy";
import type { Partner } from "@/partners/registry";
import { ContentTemplate } from "./content-template";

/** Renders the editorial page at `path` for the partner, or the 404 page when there is none. */
export async function EditorialPage({ partner, path }: { partner: Partner; path: string }) {
  const page = await loadEditorialPage(partner, path);
  if (!page) notFound();
  return <ContentTemplate fields={page} directEnrollment={partner.effective.enrollmentType === "direct"} />;
}
