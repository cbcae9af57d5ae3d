import type { Metadata } from "next";
import { headers } from "next/headers";
import { NotFoundContent } from "@/components/shell/not-found-content";
import { notFoundMetadata } from "@/lib/server/seo/not-found-metadata";
import { partnerFromParams, type PartnerParams } from "@/lib/server/routing/page-partner";
import { readReferenceCode, referenceCodeHeader } from "@/lib/server/routing/reference-code";

// Shows this request's reference code: private to each request (docs/decisions/0048).
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: { params: PartnerParams }): Promise<Metadata> {
  return notFoundMetadata(await partnerFromParams(params));
}

/**
 * The spec's /not_found route, and where the proxy rewrites gated and unknown paths. It renders
 * the 404 body as an ordinary page and the proxy sets status 404 on the rewrite: calling
 * notFound() here would answer Next 16's empty error shell, drawn only in the browser
 * (vercel/next.js#62228), so no-JS visitors and the first frame would see a blank page
 * (docs/decisions/0007). Rendered per request: it shows the reference the proxy logged.
 */
export default async function NotFoundRoute() {
  const reference = readReferenceCode((await headers()).get(referenceCodeHeader));
  return <NotFoundContent reference={reference} />;
}
