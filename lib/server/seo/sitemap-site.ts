import "server-only";
import { loadEditorialPaths } from "@/lib/server/content/editorial-copy";
import type { Partner } from "@/partners/registry";
import { partnerOrigin } from "../../../platform/partner-origin";
import type { SitemapSite } from "./sitemap-files";

/** A partner's origin and its own public pages, the sitemap's first file. */
export async function sitemapSite(partner: Partner): Promise<SitemapSite> {
  const { effective } = partner;
  return {
    origin: partnerOrigin(effective),
    pagePaths: [
      "/",
      "/search",
      "/how-it-works",
      ...(effective.hasDiscoverPage ? ["/discover"] : []),
      "/earn",
      ...(await loadEditorialPaths(partner)),
    ],
  };
}
