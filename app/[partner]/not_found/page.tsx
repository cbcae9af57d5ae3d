import type { Metadata } from "next";
import { headers } from "next/headers";
import { NotFoundContent } from "@/components/shell/not-found-content";
import { loadNotFoundCopy } from "@/lib/server/content/not-found-copy";
import { partnerFromParams, type PartnerParams } from "@/lib/server/routing/page-partner";
import { readReferenceCode, referenceCodeHeader } from "@/lib/server/routing/reference-code";

export async function generateMetadata({ params }: { params: PartnerParams }): Promise<Metadata> {
  const copy = await loadNotFoundCopy(await partnerFromParams(params));
  return { title: copy?.document_title ?? "Page not found", robots: { index: false } };
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
