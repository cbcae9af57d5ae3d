import type { Metadata } from "next";
import { NotFoundContent } from "@/components/shell/not-found-content";
import { notFoundMetadata } from "@/lib/server/seo/not-found-metadata";
import { partnerFromParams, type PartnerParams } from "@/lib/server/routing/page-partner";

/**
 * Next takes a 404 response's metadata from this file, also when the proxy's rewrite to
 * /not_found set the status: the document title comes from the partner's copy here too.
 */
export async function generateMetadata({ params }: { params: PartnerParams }): Promise<Metadata> {
  return notFoundMetadata(await partnerFromParams(params));
}

/** Any unknown path of a partner ends here, with status 404. */
export default function NotFound() {
  return <NotFoundContent />;
}
