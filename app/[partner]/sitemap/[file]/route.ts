import { merchantListing } from "@/lib/server/api/merchant-listing";
import { partnerFromParams } from "@/lib/server/routing/page-partner";
import { sitemapFileDocument, sitemapFileNumber } from "@/lib/server/seo/sitemap-files";
import { sitemapSite } from "@/lib/server/seo/sitemap-site";

// Static per partner and file like the index (/sitemap.xml), built on first request and
// rebuilt hourly or when an import revalidates "merchant-list" (docs/decisions/0031).
export function generateStaticParams(): { partner: string; file: string }[] {
  return [];
}
export const revalidate = 3600;

type FileParams = Promise<{ partner: string; file: string }>;

// GET /sitemap/{n}.xml – file 0: the partner's own pages; 1 … n: up to 50,000 merchant pages each
export async function GET(_request: Request, { params }: { params: FileParams }): Promise<Response> {
  const partner = await partnerFromParams(params);
  const file = sitemapFileNumber((await params).file);
  const xml = file === null ? null : await sitemapFileDocument(file, await sitemapSite(partner), merchantListing);
  if (xml === null) return new Response("Not Found", { status: 404, headers: { "content-type": "text/plain" } });
  return new Response(xml, { headers: { "content-type": "application/xml; charset=utf-8" } });
}
