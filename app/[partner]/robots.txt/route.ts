import { env } from "@/platform/env";
import {
  noPartnerPagesAtBuild,
  partnerFromParams,
  type PartnerParams,
} from "@/lib/server/routing/page-partner";
import { partnerOrigin } from "@/platform/partner-origin";
import { robotsTxt } from "@/lib/server/seo/sitemap";

// It names the sitemap by the partner's public origin, a run-time setting: made on the first
// request, never by `next build` (docs/decisions/0049).
export const generateStaticParams = noPartnerPagesAtBuild;
export const dynamicParams = true;

// GET /robots.txt – crawl rules for the partner's host (everything shut on staging) and its sitemap
export async function GET(_request: Request, { params }: { params: PartnerParams }): Promise<Response> {
  const { effective } = await partnerFromParams(params);
  const text = robotsTxt({
    sitemapUrl: `${partnerOrigin(effective)}/sitemap.xml`,
    staging: env().APP_ENV === "staging",
  });
  return new Response(text, { headers: { "content-type": "text/plain; charset=utf-8" } });
}
