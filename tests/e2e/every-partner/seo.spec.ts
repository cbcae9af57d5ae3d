import { expect, test } from "../support/test";
import { partnerOf } from "../support/partner";

test("sitemap.xml indexes files that list the public pages and every merchant on the partner's own origin", async ({
  request,
}, testInfo) => {
  const { effective } = partnerOf(testInfo);
  const origin = new URL(testInfo.project.use.baseURL ?? "").origin;
  const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? "");
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("xml");
  // Static and revalidated, never per request (docs/decisions/0035).
  expect(response.headers()["cache-control"]).not.toContain("no-store");
  const index = await response.text();
  expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  const files = locsOf(index);
  expect(files[0]).toBe(`${origin}/sitemap/0.xml`);
  expect(files.length).toBeGreaterThan(1);

  const documents: string[] = [];
  for (const file of files) {
    const answer = await request.get(new URL(file).pathname);
    expect(answer.status()).toBe(200);
    const xml = await answer.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    documents.push(xml);
  }
  const locs = documents.flatMap(locsOf);
  expect(locs.every((loc) => loc.startsWith(`${origin}/`))).toBe(true);
  for (const path of ["/", "/search", "/how-it-works", "/earn", "/faq", "/earn/topgolf-bonus"]) {
    expect(locs).toContain(`${origin}${path}`);
  }
  expect(locs.includes(`${origin}/discover`)).toBe(effective.hasDiscoverPage);
  const merchants = locs.filter((loc) => loc.startsWith(`${origin}/merchants/`));
  expect(merchants.length).toBeGreaterThan(1000);
  expect(new Set(locs).size).toBe(locs.length);
  expect(documents.join("")).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);

  // Every listed merchant page exists; a file past the last is not found.
  const first = merchants[0] ?? "";
  expect((await request.get(new URL(first).pathname)).status()).toBe(200);
  expect((await request.get(`/sitemap/${String(files.length)}.xml`)).status()).toBe(404);
});

test("robots.txt keeps crawlers out of private areas and names the sitemap", async ({
  request,
}, testInfo) => {
  const origin = new URL(testInfo.project.use.baseURL ?? "").origin;
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toContain("User-agent: *");
  for (const path of ["/account", "/api", "/stgtools", "/preview"])
    expect(text).toContain(`Disallow: ${path}\n`);
  expect(text).not.toContain("Disallow: /\n");
  expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`);
});
