import { loadMerchantIds } from "@/lib/server/api/merchant-detail";
import { loadEditorialPaths } from "@/lib/server/content/editorial-copy";
import { partnerFromParams, type PartnerParams } from "@/lib/server/routing/page-partner";
import { partnerOrigin } from "@/lib/server/seo/partner-origin";
import { canonicalUrl } from "@/lib/server/seo/route-metadata";
import { sitemapXml, type SitemapEntry } from "@/lib/server/seo/sitemap";

// Built per request, never at build time: the merchant list lives in the database, which
// `next build` must not open. Crawlers get an hour of HTTP caching instead.
export const dynamic = "force-dynamic";

// GET /sitemap.xml – the partner's public pages and every merchant page, on its own origin
export async function GET(_request: Request, { params }: { params: PartnerParams }): Promise<Response> {
  const partner = await partnerFromParams(params);
  const { effective } = partner;
  const origin = partnerOrigin(effective);
  const staticPaths = [
    "/",
    "/search",
    "/how-it-works",
    ...(effective.hasDiscoverPage ? ["/discover"] : []),
    "/earn",
    ...(await loadEditorialPaths(partner)),
  ];
  const merchants = await loadMerchantIds();
  const entries: SitemapEntry[] = [
    // The home page is listed as "origin/", the form crawlers normalise every bare origin to.
    ...[...new Set(staticPaths)].map((path) => ({
      loc: path === "/" ? `${origin}/` : canonicalUrl(origin, path),
    })),
    ...merchants.map((merchant) => ({
      loc: canonicalUrl(origin, `/merchants/${encodeURIComponent(merchant.id)}`),
      lastmod: merchant.createdAt,
    })),
  ];
  return new Response(sitemapXml(entries), {
    headers: {
      "content-type": "application/xml; charset=utf-8",
      "cache-control": "public, max-age=3600",
    },
  });
}
