import "server-only";
import { canonicalUrl } from "./route-metadata";
import { sitemapIndexXml, sitemapUrlLimit, sitemapXml, type SitemapEntry } from "./sitemap";

/**
 * How a partner's sitemap is split (docs/decisions/0035): /sitemap.xml is an index of
 * /sitemap/0.xml (the site's own pages) and /sitemap/1.xml … /sitemap/{n}.xml (merchant pages,
 * `limit` each, in id order), so no merchant is dropped however many there are.
 */

/** Where the merchants come from: the database in the app, the same in tests with a small limit. */
export interface MerchantListing {
  count(): Promise<number>;
  page(offset: number, limit: number): Promise<readonly { id: string; updatedAt: Date }[]>;
}

export interface SitemapSite {
  /** The partner's public origin, no trailing slash. */
  readonly origin: string;
  /** The site's own pages, "/" first. */
  readonly pagePaths: readonly string[];
}

/** The route parameter /sitemap.xml is rewritten to (proxy.ts): the index. */
export const sitemapIndexParam = "index.xml";

/** The path of sitemap file `file` (0 is the site's pages). */
export function sitemapFilePath(file: number): string {
  return `/sitemap/${String(file)}.xml`;
}

/** The file number in a "/sitemap/{n}.xml" parameter ("3.xml"), or null for anything else. */
export function sitemapFileNumber(param: string): number | null {
  const match = /^(0|[1-9]\d{0,6})\.xml$/.exec(param);
  return match ? Number(match[1]) : null;
}

/** How many merchant files `merchants` need at `limit` URLs each. */
export function merchantFileCount(merchants: number, limit = sitemapUrlLimit): number {
  return Math.ceil(merchants / limit);
}

/** /sitemap.xml: every file's address. */
export async function sitemapIndexDocument(
  site: SitemapSite,
  listing: MerchantListing,
  limit = sitemapUrlLimit,
): Promise<string> {
  const files = 1 + merchantFileCount(await listing.count(), limit);
  return sitemapIndexXml(
    Array.from({ length: files }, (_, file) => `${site.origin}${sitemapFilePath(file)}`),
  );
}

/** The merchant page's canonical address (the same form the page declares). */
function merchantLoc(origin: string, merchantId: string): string {
  return canonicalUrl(origin, `/merchants/${encodeURIComponent(merchantId)}`);
}

/** One sitemap file, or null when the index has no such file. */
export async function sitemapFileDocument(
  file: number,
  site: SitemapSite,
  listing: MerchantListing,
  limit = sitemapUrlLimit,
): Promise<string | null> {
  if (file === 0) {
    // The home page is listed as "origin/", the form crawlers normalise every bare origin to.
    const entries = [...new Set(site.pagePaths)].map((path) => ({
      loc: path === "/" ? `${site.origin}/` : canonicalUrl(site.origin, path),
    }));
    return sitemapXml(entries);
  }
  if (file > merchantFileCount(await listing.count(), limit)) return null;
  const merchants = await listing.page((file - 1) * limit, limit);
  const entries: SitemapEntry[] = merchants.map((merchant) => ({
    loc: merchantLoc(site.origin, merchant.id),
    lastmod: merchant.updatedAt,
  }));
  return sitemapXml(entries);
}
