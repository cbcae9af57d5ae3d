import type { Metadata } from "next";
import { NotFoundContent } from "@/components/shell/not-found-content";
import { loadNotFoundCopy } from "@/lib/server/content/not-found-copy";
import { partnerFromParams, type PartnerParams } from "@/lib/server/routing/page-partner";

/**
 * Next takes a 404 response's metadata from this file, also when the proxy's rewrite to
 * /not_found set the status: the document title comes from the partner's copy here too.
 */
export async function generateMetadata({ params }: { params: PartnerParams }): Promise<Metadata> {
  const copy = await loadNotFoundCopy(await partnerFromParams(params));
  return { title: copy?.document_title ?? "Page not found", robots: { index: false } };
}

/** Any unknown path of a partner ends here, with status 404. */
export default function NotFound() {
  return <NotFoundContent />;
}
