import "server-only";
/** One <url> of a sitemap (https://www.sitemaps.org/protocol.html). */
export interface SitemapEntry {
  loc: string;
  lastmod?: Date;
}

/** The protocol's limit of URLs per file (and of files per index). */
export const sitemapUrlLimit = 50_000;

function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** A sitemap document; entries past the protocol's limit are dropped rather than making an invalid file. */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.slice(0, sitemapUrlLimit).map((entry) => {
    const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod.toISOString().slice(0, 10)}</lastmod>` : "";
    return `<url><loc>${escapeXml(entry.loc)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** A sitemap index: the address of each sitemap file (https://www.sitemaps.org/protocol.html#index). */
export function sitemapIndexXml(locs: readonly string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...locs.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`),
    "</sitemapindex>",
    "",
  ].join("\n");
}

/** Paths crawlers have no business in: the member area, the API, staging tools and editor previews. */
export const disallowedPaths = ["/account", "/api", "/stgtools", "/preview"] as const;

/** robots.txt: everything public is open, except on staging, which no search engine should index. */
export function robotsTxt({ sitemapUrl, staging }: { sitemapUrl: string; staging: boolean }): string {
  const rules = staging
    ? ["Disallow: /"]
    : ["Allow: /", ...disallowedPaths.map((path) => `Disallow: ${path}`)];
  return ["User-agent: *", ...rules, "", `Sitemap: ${sitemapUrl}`, ""].join("\n");
}
