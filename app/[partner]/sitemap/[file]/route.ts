import { merchantListing } from "@/lib/server/api/merchant-listing";
import { partnerFromParams } from "@/lib/server/routing/page-partner";
import {
  sitemapFileDocument,
  sitemapFileNumber,
  sitemapIndexDocument,
  sitemapIndexParam,
} from "@/lib/server/seo/sitemap-files";
import { sitemapSite } from "@/lib/server/seo/sitemap-site";

// Static per partner and file, built on the first request (never at build time: the merchant
// list lives in the database, which `next build` must not open) and rebuilt after an hour or when
// an import revalidates "merchant-list" (docs/decisions/0035).
export function generateStaticParams(): { partner: string; file: string }[] {
  return [];
}
export const revalidate = 3600;

type FileParams = Promise<{ partner: string; file: string }>;

function xmlResponse(xml: string): Response {
  return new Response(xml, { headers: { "content-type": "application/xml; charset=utf-8" } });
}

// GET /sitemap.xml (the proxy rewrites it to /sitemap/index.xml: a folder named sitemap.xml is
// Next's own metadata route, always dynamic) – the index of the files; GET /sitemap/{n}.xml –
// file 0: the partner's own pages; 1 … n: up to 50,000 merchant pages each
export async function GET(_request: Request, { params }: { params: FileParams }): Promise<Response> {
  const partner = await partnerFromParams(params);
  const { file: param } = await params;
  const site = await sitemapSite(partner);
  if (param === sitemapIndexParam) return xmlResponse(await sitemapIndexDocument(site, merchantListing));
  const file = sitemapFileNumber(param);
  const xml = file === null ? null : await sitemapFileDocument(file, site, merchantListing);
  if (xml === null)
    return new Response("Not Found", { status: 404, headers: { "content-type": "text/plain" } });
  return xmlResponse(xml);
}
